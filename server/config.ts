/**
 * The one reader of process.env. Every setting is parsed and checked here at start, with a clear
 * message per bad value; the rest of the server receives a typed `Config`.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { isPhoneRegion, type PhoneRegion } from '../common/phone-number.ts';
import { REMINDER_HOURS_MAX } from '../common/reminders.ts';
import { STAFF_ROLES, type StaffRole } from '../common/roles.ts';
import type { HttpsSetting } from './platform/http/tls.ts';
import { parseServiceAccountKey, type ServiceAccountKey } from './platform/service-account-key.ts';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

/** A whole number from `min` to `max`, each mistake named. */
const wholeNumber = (min: number, max: number) => {
  const range = `must be between ${min} and ${max}`;
  return z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(min, range).max(max, range);
};

const url = (protocols: string[]) =>
  optionalString.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.join(' or ')}//` },
  );

const timezone = optionalString.refine(
  (value) => {
    if (value === undefined) return true;
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: value });
      return true;
    } catch {
      return false;
    }
  },
  { message: 'must be an IANA time zone such as Europe/Paris' },
);

/** The region of phone numbers typed without their country code: ISO 3166 letters, any case ('gb' is GB). */
const phoneRegion = optionalString
  .transform((value) => value?.toUpperCase())
  .refine((value) => value === undefined || isPhoneRegion(value), {
    message: 'must be the two-letter ISO 3166 code of a country, such as GB, FR or US (GB, not UK)',
  });

/** PHONE_REGION when it is not set: the region of the numbers in issue 29 (start-up warns that it is assumed). */
export const DEFAULT_PHONE_REGION: PhoneRegion = 'GB';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port.default(5000),
  HOST: optionalString.default('0.0.0.0'),
  DATA_DIR: optionalString.default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  APP_SECRET: optionalString.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters (leave it unset to have one generated)',
  }),
  APP_SECRET_PREVIOUS: optionalString.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters: the APP_SECRET before the last rotation',
  }),
  PUBLIC_URL: url(['http:', 'https:']),
  HTTPS: z.enum(['self-signed', 'off'], { error: 'must be self-signed or off' }).optional(),
  HTTPS_CERT_FILE: optionalString,
  HTTPS_KEY_FILE: optionalString,
  SMTP_URL: url(['smtp:', 'smtps:']),
  MAIL_FROM: optionalString.default('ID Event <no-reply@id-event.local>'),
  APP_TIMEZONE: timezone,
  PHONE_REGION: phoneRegion,
  ADMIN_USERNAME: optionalString.default('admin'),
  ADMIN_PASSWORD: optionalString.refine((value) => value === undefined || value.length >= 8, {
    message: 'must be at least 8 characters',
  }),
  RATE_LIMIT_PER_MINUTE: z.coerce.number({ error: 'must be a number' }).int().min(0).default(60),
  PASSWORD_HASH_COST: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(10, 'must be between 10 and 20')
    .max(20, 'must be between 10 and 20')
    .default(16),
  PASS_EMAIL_RETRIES: z.coerce.number({ error: 'must be a number' }).int().min(0).max(50).default(16),
  PASS_EMAIL_CONCURRENCY: z.coerce.number({ error: 'must be a number' }).int().min(1).max(200).default(10),
  REMINDER_HOURS: wholeNumber(0, REMINDER_HOURS_MAX).default(24),
  REMINDER_CHECK_SECONDS: wholeNumber(1, 3600).default(60),
  CLOSING_CHECK_SECONDS: wholeNumber(1, 3600).default(60),
  WAITLIST_OFFER_HOURS: wholeNumber(1, 720).default(24),
  LIVE_STREAMS_MAX: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100_000).default(2000),
  CHECKIN_EARLY_MINUTES: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 720')
    .max(720, 'must be between 0 and 720')
    .default(30),
  KIOSK_CHECKIN: z.enum(['open', 'enrolled'], { error: 'must be open or enrolled' }).default('open'),
  TRUST_PROXY: optionalString,
  PASS_LOOKUP: z.enum(['show', 'email'], { error: 'must be show or email' }).default('show'),
  OIDC_ISSUER: url(['https:', 'http:']).default('https://accounts.google.com'),
  DEFAULT_STAFF_ROLE: z.enum(STAFF_ROLES, { error: `must be one of ${STAFF_ROLES.join(', ')}` }).default('organiser'),
  LOCAL_SIGN_IN: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  ADMIN_EMAIL_DOMAIN: optionalString.refine((value) => value === undefined || /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(value), {
    message: 'must be a domain name such as example.org (no @)',
  }),
  SUPER_ADMIN_EMAIL: optionalString.refine((value) => value === undefined || /^[^@\s]+@[^@\s]+$/.test(value), {
    message: 'must be an e-mail address',
  }),
  GOOGLE_SERVICE_ACCOUNT_KEY: optionalString,
  GOOGLE_SHEETS_API_ROOT: url(['https:', 'http:']).default('https://sheets.googleapis.com/'),
  GOOGLE_SHEETS_REQUESTS_PER_MINUTE: wholeNumber(1, 100_000).default(60),
  GOOGLE_SHEETS_BATCH_ROWS: wholeNumber(1, 100_000).default(10_000),
  GOOGLE_SHEETS_REQUEST_BYTES: wholeNumber(1000, 50_000_000).default(2_000_000),
  GOOGLE_SHEETS_CELL_LIMIT: wholeNumber(1000, 1_000_000_000).default(10_000_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Every setting this module reads (documented one by one in .env.example). */
export const settingNames = Object.keys(envSchema.shape);

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appSecret: string | undefined;
  /** The secret before the last rotation: what was signed with it still verifies. */
  appSecretPrevious: string | undefined;
  publicUrl: string;
  /** How the app serves HTTPS itself; undefined: plain HTTP (behind a TLS proxy, or on one machine). */
  https: HttpsSetting | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  timezone: string;
  /** PHONE_REGION: phone numbers typed without their country code are this region's (common/phone-number.ts). */
  phoneRegion: PhoneRegion;
  adminUsername: string;
  adminPassword: string | undefined;
  rateLimitPerMinute: number;
  /** log2 of scrypt's N for new password hashes (16: 64 MiB; the tests lower it). */
  passwordHashCost: number;
  /** Live number streams (`/api/admin/events/:id/live`) open at once on this instance, at most. */
  liveStreamsMax: number;
  /** How many times a pass e-mail is retried (with backoff) before organisers see it as undelivered. */
  passEmailRetries: number;
  /** PASS_EMAIL_CONCURRENCY: pass e-mails each instance sends at once. */
  passEmailConcurrency: number;
  /** How many minutes before an exhibit's start time check-in opens (none after its end time). */
  checkinEarlyMinutes: number;
  /**
   * REMINDER_HOURS: the reminder e-mail goes this many hours before an event starts (0: none); an
   * event's own `reminderHours` wins (common/reminders.ts).
   */
  reminderHours: number;
  /** REMINDER_CHECK_SECONDS: how often each instance looks for reminders due (and once at start). */
  reminderCheckSeconds: number;
  /**
   * CLOSING_CHECK_SECONDS: how often each instance looks for exhibits that closed with people still
   * inside, and checks them out (issue 32; also once at start).
   */
  closingCheckSeconds: number;
  /** WAITLIST_OFFER_HOURS: how long a place offered from the waiting list waits to be claimed. */
  waitlistOfferHours: number;
  /** `open`: any device may use the public check-in; `enrolled`: only devices an organiser enrolled. */
  kioskCheckin: 'open' | 'enrolled';
  /** Which proxies' X-Forwarded-For is believed: none, their addresses and ranges, or a hop count. */
  trustProxy: TrustProxy;
  /** show: the pass lookup answers with the pass (SPEC); email: it only e-mails the pass to its owner. */
  passLookup: 'show' | 'email';
  logLevel: string;
  /** OpenID Connect sign-in; undefined when no client is configured (local accounts only). */
  oidc: OidcConfig | undefined;
  /** The role of a person of the allowed domain at their first identity-provider sign-in. */
  defaultStaffRole: StaffRole;
  /** false (LOCAL_SIGN_IN=off): local accounts cannot sign in; the identity provider is the only way. */
  localSignIn: boolean;
  googleSheets: GoogleSheetsConfig;
  /** What the app assumes for a setting left unset, one line each, logged at start. */
  warnings: string[];
}

export interface GoogleSheetsConfig {
  /** undefined when GOOGLE_SERVICE_ACCOUNT_KEY is not set: spreadsheet syncing is off. */
  serviceAccount: ServiceAccountKey | undefined;
  /** Ends with a slash. */
  apiRoot: string;
  /** Google's limits the sync keeps to (decision 028). */
  limits: SheetsLimits;
}

export interface SheetsLimits {
  /** GOOGLE_SHEETS_REQUESTS_PER_MINUTE: reads, and writes, each instance sends in any minute at most. */
  requestsPerMinute: number;
  /** GOOGLE_SHEETS_BATCH_ROWS: registration rows in one write request at most. */
  batchRows: number;
  /** GOOGLE_SHEETS_REQUEST_BYTES: the JSON body of one write request at most. */
  requestBytes: number;
  /** GOOGLE_SHEETS_CELL_LIMIT: cells a spreadsheet holds (all its tabs together). */
  cellLimit: number;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Lower-case; a verified e-mail of exactly this domain may sign in. */
  emailDomain: string | undefined;
  /** Lower-case; this verified e-mail may sign in whatever its domain. */
  superAdminEmail: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError listing every bad setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  const googleSheets = checkGoogleSheets(value);
  const trustProxy = parseTrustProxy(value.TRUST_PROXY);
  const https = parseHttps(value);
  const problems = [...checkOidc(value), ...googleSheets.problems, ...trustProxy.problems, ...https.problems];
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
  const resolvedPort = value.PORT;
  return {
    env: value.NODE_ENV,
    port: resolvedPort,
    host: value.HOST,
    dataDir: path.resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    appSecret: value.APP_SECRET,
    appSecretPrevious: value.APP_SECRET_PREVIOUS,
    publicUrl: (value.PUBLIC_URL ?? `${https.value ? 'https' : 'http'}://localhost:${resolvedPort}`).replace(
      /\/+$/,
      '',
    ),
    https: https.value,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    timezone: value.APP_TIMEZONE ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    phoneRegion: (value.PHONE_REGION as PhoneRegion | undefined) ?? DEFAULT_PHONE_REGION,
    adminUsername: value.ADMIN_USERNAME,
    adminPassword: value.ADMIN_PASSWORD,
    rateLimitPerMinute: value.RATE_LIMIT_PER_MINUTE,
    passwordHashCost: value.PASSWORD_HASH_COST,
    liveStreamsMax: value.LIVE_STREAMS_MAX,
    passEmailRetries: value.PASS_EMAIL_RETRIES,
    /** Pass e-mails sent at once by each instance (PASS_EMAIL_CONCURRENCY). */
    passEmailConcurrency: value.PASS_EMAIL_CONCURRENCY,
    checkinEarlyMinutes: value.CHECKIN_EARLY_MINUTES,
    reminderHours: value.REMINDER_HOURS,
    reminderCheckSeconds: value.REMINDER_CHECK_SECONDS,
    closingCheckSeconds: value.CLOSING_CHECK_SECONDS,
    waitlistOfferHours: value.WAITLIST_OFFER_HOURS,
    kioskCheckin: value.KIOSK_CHECKIN,
    trustProxy: trustProxy.value,
    passLookup: value.PASS_LOOKUP,
    logLevel: value.LOG_LEVEL,
    oidc:
      value.OIDC_CLIENT_ID && value.OIDC_CLIENT_SECRET
        ? {
            issuer: value.OIDC_ISSUER,
            clientId: value.OIDC_CLIENT_ID,
            clientSecret: value.OIDC_CLIENT_SECRET,
            emailDomain: value.ADMIN_EMAIL_DOMAIN?.toLowerCase(),
            superAdminEmail: value.SUPER_ADMIN_EMAIL?.toLowerCase(),
          }
        : undefined,
    defaultStaffRole: value.DEFAULT_STAFF_ROLE,
    localSignIn: value.LOCAL_SIGN_IN === 'on',
    googleSheets: googleSheets.config,
    warnings: startupWarnings(value),
  };
}

/** One line per assumption a production start should not make silently. */
function startupWarnings(value: z.infer<typeof envSchema>): string[] {
  const warnings: string[] = [];
  if (!value.SMTP_URL) {
    warnings.push(
      `SMTP_URL is not set: no e-mail is sent; pass e-mails are only written as files under ${path.join(path.resolve(value.DATA_DIR), 'mail')}.`,
    );
  }
  if (!value.PUBLIC_URL && parseHttps(value).value) {
    warnings.push(
      `PUBLIC_URL is not set: links in e-mails point to https://localhost:${value.PORT}; ` +
        'set it to the https:// address visitors use.',
    );
  } else if (!value.PUBLIC_URL) {
    warnings.push(
      `PUBLIC_URL is not set: links in e-mails point to http://localhost:${value.PORT} and cookies are sent without Secure; ` +
        'set it to the https:// address visitors use.',
    );
  }
  if (!value.PHONE_REGION) {
    warnings.push(
      `PHONE_REGION is not set: phone numbers typed without a country code are read as ${DEFAULT_PHONE_REGION} numbers; ` +
        "set it to the venue's country (e.g. FR).",
    );
  }
  return warnings;
}

/** HTTPS=self-signed, or a certificate and its key from two files (both or neither). */
function parseHttps(value: z.infer<typeof envSchema>): { value: HttpsSetting | undefined; problems: string[] } {
  const certFile = value.HTTPS_CERT_FILE;
  const keyFile = value.HTTPS_KEY_FILE;
  if (certFile || keyFile) {
    if (!certFile || !keyFile) {
      return {
        value: undefined,
        problems: ['HTTPS_CERT_FILE and HTTPS_KEY_FILE: set both (a PEM certificate and its key), or neither'],
      };
    }
    if (value.HTTPS === 'self-signed') {
      return {
        value: undefined,
        problems: [
          'HTTPS: self-signed makes its own certificate; leave it unset to use HTTPS_CERT_FILE and HTTPS_KEY_FILE',
        ],
      };
    }
    return { value: { kind: 'files', certFile: path.resolve(certFile), keyFile: path.resolve(keyFile) }, problems: [] };
  }
  return { value: value.HTTPS === 'self-signed' ? { kind: 'self-signed' } : undefined, problems: [] };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function checkOidc(value: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (Boolean(value.OIDC_CLIENT_ID) !== Boolean(value.OIDC_CLIENT_SECRET)) {
    problems.push('OIDC_CLIENT_ID and OIDC_CLIENT_SECRET: set both to enable identity-provider sign-in, or neither');
  }
  const issuer = new URL(value.OIDC_ISSUER);
  if (issuer.protocol === 'http:' && !LOOPBACK_HOSTS.has(issuer.hostname)) {
    problems.push('OIDC_ISSUER: must be an https: URL (http: is accepted only on a loopback address, for local tests)');
  }
  if (value.OIDC_CLIENT_ID && !value.ADMIN_EMAIL_DOMAIN && !value.SUPER_ADMIN_EMAIL) {
    problems.push(
      'ADMIN_EMAIL_DOMAIN or SUPER_ADMIN_EMAIL: set at least one, or nobody can sign in with the identity provider',
    );
  }
  if (value.LOCAL_SIGN_IN === 'off' && !(value.OIDC_CLIENT_ID && value.OIDC_CLIENT_SECRET)) {
    problems.push(
      'LOCAL_SIGN_IN: off needs an identity provider (OIDC_CLIENT_ID and OIDC_CLIENT_SECRET), or nobody can sign in',
    );
  }
  return problems;
}

function checkGoogleSheets(value: z.infer<typeof envSchema>): { config: GoogleSheetsConfig; problems: string[] } {
  const problems: string[] = [];
  let serviceAccount: ServiceAccountKey | undefined;
  if (value.GOOGLE_SERVICE_ACCOUNT_KEY) {
    const key = parseServiceAccountKey(value.GOOGLE_SERVICE_ACCOUNT_KEY);
    if ('problem' in key) problems.push(`GOOGLE_SERVICE_ACCOUNT_KEY: ${key.problem}`);
    else serviceAccount = key;
  }
  const apiRoot = new URL(value.GOOGLE_SHEETS_API_ROOT);
  if (apiRoot.protocol === 'http:' && !LOOPBACK_HOSTS.has(apiRoot.hostname)) {
    problems.push(
      'GOOGLE_SHEETS_API_ROOT: must be an https: URL (http: is accepted only on a loopback address, for local tests)',
    );
  }
  const limits: SheetsLimits = {
    requestsPerMinute: value.GOOGLE_SHEETS_REQUESTS_PER_MINUTE,
    batchRows: value.GOOGLE_SHEETS_BATCH_ROWS,
    requestBytes: value.GOOGLE_SHEETS_REQUEST_BYTES,
    cellLimit: value.GOOGLE_SHEETS_CELL_LIMIT,
  };
  return { config: { serviceAccount, apiRoot: apiRoot.href.replace(/\/*$/, '/'), limits }, problems };
}

/** false: no proxy; a hop count; or the proxies' addresses, CIDR ranges and proxy-addr's names. */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry) || isIP(entry) !== 0) return true;
  const match = /^([^/]+)\/(\d{1,3})$/.exec(entry);
  if (!match) return false;
  const version = isIP(match[1]!);
  return version !== 0 && Number(match[2]) <= (version === 4 ? 32 : 128);
}

/**
 * The widest range a proxy's addresses may be given as: a wider one (0.0.0.0/1 and 128.0.0.0/1 are
 * every address) makes nearly any client a "proxy" whose X-Forwarded-For is believed.
 */
const WIDEST_PREFIX = { 4: 8, 6: 32 } as const;

function isTooWide(entry: string): boolean {
  const match = /^([^/]+)\/(\d{1,3})$/.exec(entry);
  const version = match && isIP(match[1]!);
  return (version === 4 || version === 6) && Number(match![2]) < WIDEST_PREFIX[version];
}

/**
 * `true` would believe any client's X-Forwarded-For, and with it any address a client claims: every
 * per-address limit could be dodged with a made-up header. It is refused with what to set instead.
 */
function parseTrustProxy(value: string | undefined): { value: TrustProxy; problems: string[] } {
  if (value === undefined || value === 'false' || value === '0') return { value: false, problems: [] };
  if (value === 'true') {
    return {
      value: false,
      problems: [
        'TRUST_PROXY: true would believe the X-Forwarded-For header of any client, so anyone could dodge the ' +
          'rate limits. Set the address or CIDR range of your proxy (comma-separated, e.g. 10.0.0.5 or ' +
          '10.0.0.0/24,fd00::/64), or the number of proxies in front of the app (e.g. 1)',
      ],
    };
  }
  if (/^\d+$/.test(value)) return { value: Number(value), problems: [] };
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    return {
      value: false,
      problems: [
        `TRUST_PROXY: ${bad.map((entry) => `"${entry}"`).join(', ')} is not an IP address, a CIDR range ` +
          '(10.0.0.0/24), loopback, linklocal, uniquelocal or a number of proxies',
      ],
    };
  }
  const wide = entries.filter(isTooWide);
  if (wide.length > 0) {
    return {
      value: false,
      problems: [
        `TRUST_PROXY: ${wide.map((entry) => `"${entry}"`).join(', ')} is wider than a proxy's range may be ` +
          '(/8 for IPv4, /32 for IPv6): clients in it could claim any address in X-Forwarded-For and dodge the ' +
          "rate limits. Set your proxies' own addresses or a narrower range",
      ],
    };
  }
  return { value: entries, problems: [] };
}

/** Loads a `.env` file from the working directory when there is one (settings already set win). */
export function loadDotEnv(): void {
  try {
    process.loadEnvFile();
  } catch {
    // no .env file: the environment alone configures the app
  }
}
