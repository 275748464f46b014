import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, settingNames } from './config.ts';

describe('configuration', () => {
  it('runs on embedded defaults with no settings at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:5000');
    expect(config.adminUsername).toBe('admin');
    expect(config.rateLimitPerMinute).toBe(60);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      APP_SECRET: 's'.repeat(32),
      PUBLIC_URL: 'https://events.example.org/',
      SMTP_URL: 'smtp://u:p@mail:587',
      MAIL_FROM: 'A <a@b.c>',
      APP_TIMEZONE: 'Europe/Paris',
      ADMIN_USERNAME: 'boss',
      ADMIN_PASSWORD: 'long-enough',
      RATE_LIMIT_PER_MINUTE: '0',
      PASS_EMAIL_CONCURRENCY: '40',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@h/db',
      publicUrl: 'https://events.example.org',
      smtpUrl: 'smtp://u:p@mail:587',
      timezone: 'Europe/Paris',
      adminUsername: 'boss',
      rateLimitPerMinute: 0,
      passEmailConcurrency: 40,
    });
    expect(loadConfig({}).passEmailConcurrency).toBe(10);
  });

  it('names every bad setting with what is expected', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'http://mail',
        APP_TIMEZONE: 'Mars/Olympus',
        APP_SECRET: 'short',
        ADMIN_PASSWORD: '123',
        PASS_EMAIL_CONCURRENCY: '0',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/PORT: must be a number/);
    expect(message).toMatch(/DATABASE_URL: must be a URL starting with postgres:/);
    expect(message).toMatch(/SMTP_URL: must be a URL starting with smtp:/);
    expect(message).toMatch(/APP_TIMEZONE: must be an IANA time zone/);
    expect(message).toMatch(/APP_SECRET: must be at least 32 characters/);
    expect(message).toMatch(/ADMIN_PASSWORD: must be at least 8 characters/);
    expect(message).toMatch(/PASS_EMAIL_CONCURRENCY/);
  });

  it('refuses TRUST_PROXY=true and says what to set instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would believe the X-Forwarded-For header of any client.*Set the address or CIDR range of your proxy.*or the number of proxies/,
    );
  });

  it('reads TRUST_PROXY as proxy addresses and ranges, or a hop count', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5' }).trustProxy).toEqual(['10.0.0.5']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, fd00::/32,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'fd00::/32',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.org' })).toThrow(
      /TRUST_PROXY: "proxy.example.org" is not an IP address, a CIDR range/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: "10.0.0.0\/33"/);
  });

  it('refuses a TRUST_PROXY range wider than /8 (IPv4) or /32 (IPv6) with the config message (issue 28)', () => {
    for (const value of ['0.0.0.0/1,128.0.0.0/1', '0.0.0.0/0', '10.0.0.0/7', '::/0', 'fd00::/8']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: ".+" is wider than a proxy's range may be/,
      );
    }
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,2001:db8::/32' }).trustProxy).toEqual(['10.0.0.0/8', '2001:db8::/32']);
  });

  it('shows the pass at lookup by default (the SPEC), or only e-mails it with PASS_LOOKUP=email', () => {
    expect(loadConfig({}).passLookup).toBe('show');
    expect(loadConfig({ PASS_LOOKUP: 'email' }).passLookup).toBe('email');
    expect(() => loadConfig({ PASS_LOOKUP: 'hide' })).toThrow(/PASS_LOOKUP: must be show or email/);
  });

  it('opens check-in 30 minutes early and to any device by default, and checks both settings', () => {
    expect(loadConfig({})).toMatchObject({ checkinEarlyMinutes: 30, kioskCheckin: 'open' });
    expect(loadConfig({ CHECKIN_EARLY_MINUTES: '0', KIOSK_CHECKIN: 'enrolled' })).toMatchObject({
      checkinEarlyMinutes: 0,
      kioskCheckin: 'enrolled',
    });
    expect(() => loadConfig({ CHECKIN_EARLY_MINUTES: '721' })).toThrow(
      /CHECKIN_EARLY_MINUTES: must be between 0 and 720/,
    );
    expect(() => loadConfig({ CHECKIN_EARLY_MINUTES: 'soon' })).toThrow(/CHECKIN_EARLY_MINUTES: must be a number/);
    expect(() => loadConfig({ KIOSK_CHECKIN: 'closed' })).toThrow(/KIOSK_CHECKIN: must be open or enrolled/);
  });

  it('reminds 24 hours ahead by default, 0 turns reminders off, and a bad value is refused by name', () => {
    expect(loadConfig({})).toMatchObject({ reminderHours: 24, reminderCheckSeconds: 60 });
    expect(loadConfig({ REMINDER_HOURS: '0', REMINDER_CHECK_SECONDS: '1' })).toMatchObject({
      reminderHours: 0,
      reminderCheckSeconds: 1,
    });
    expect(() => loadConfig({ REMINDER_HOURS: '721' })).toThrow(/REMINDER_HOURS: must be between 0 and 720/);
    expect(() => loadConfig({ REMINDER_HOURS: '-1' })).toThrow(/REMINDER_HOURS: must be between 0 and 720/);
    expect(() => loadConfig({ REMINDER_HOURS: 'a day' })).toThrow(/REMINDER_HOURS: must be a number/);
    expect(() => loadConfig({ REMINDER_HOURS: '1.5' })).toThrow(/REMINDER_HOURS: must be a whole number/);
    expect(() => loadConfig({ REMINDER_CHECK_SECONDS: '0' })).toThrow(
      /REMINDER_CHECK_SECONDS: must be between 1 and 3600/,
    );
  });

  it('looks for exhibits closed with people inside every 60 s by default, and refuses a bad CLOSING_CHECK_SECONDS by name', () => {
    expect(loadConfig({})).toMatchObject({ closingCheckSeconds: 60 });
    expect(loadConfig({ CLOSING_CHECK_SECONDS: '5' })).toMatchObject({ closingCheckSeconds: 5 });
    expect(() => loadConfig({ CLOSING_CHECK_SECONDS: '0' })).toThrow(
      /CLOSING_CHECK_SECONDS: must be between 1 and 3600/,
    );
    expect(() => loadConfig({ CLOSING_CHECK_SECONDS: 'often' })).toThrow(/CLOSING_CHECK_SECONDS: must be a number/);
  });

  it('gives a waiting-list offer 24 hours by default, and refuses a bad WAITLIST_OFFER_HOURS by name', () => {
    expect(loadConfig({})).toMatchObject({ waitlistOfferHours: 24 });
    expect(loadConfig({ WAITLIST_OFFER_HOURS: '2' })).toMatchObject({ waitlistOfferHours: 2 });
    expect(() => loadConfig({ WAITLIST_OFFER_HOURS: '0' })).toThrow(/WAITLIST_OFFER_HOURS: must be between 1 and 720/);
    expect(() => loadConfig({ WAITLIST_OFFER_HOURS: '0.5' })).toThrow(/WAITLIST_OFFER_HOURS: must be a whole number/);
  });

  it("keeps to Google's limits by default, and checks the Sheets limits' settings", () => {
    expect(loadConfig({}).googleSheets.limits).toEqual({
      requestsPerMinute: 60,
      batchRows: 10_000,
      requestBytes: 2_000_000,
      cellLimit: 10_000_000,
    });
    expect(loadConfig({ GOOGLE_SHEETS_CELL_LIMIT: '40000' }).googleSheets.limits.cellLimit).toBe(40_000);
    expect(() => loadConfig({ GOOGLE_SHEETS_BATCH_ROWS: '0' })).toThrow(
      /GOOGLE_SHEETS_BATCH_ROWS: must be between 1 and 100000/,
    );
    expect(() => loadConfig({ GOOGLE_SHEETS_REQUEST_BYTES: 'big' })).toThrow(
      /GOOGLE_SHEETS_REQUEST_BYTES: must be a number/,
    );
    expect(() => loadConfig({ GOOGLE_SHEETS_REQUESTS_PER_MINUTE: '1.5' })).toThrow(
      /GOOGLE_SHEETS_REQUESTS_PER_MINUTE: must be a whole number/,
    );
  });

  it('serves plain HTTP by default, HTTPS with HTTPS=self-signed or a certificate from two files', () => {
    expect(loadConfig({}).https).toBeUndefined();
    expect(loadConfig({ HTTPS: 'off' }).https).toBeUndefined();
    expect(loadConfig({ HTTPS: 'self-signed' })).toMatchObject({
      https: { kind: 'self-signed' },
      publicUrl: 'https://localhost:5000',
    });
    expect(loadConfig({ HTTPS_CERT_FILE: 'tls/cert.pem', HTTPS_KEY_FILE: '/etc/key.pem', PORT: '8443' })).toMatchObject(
      {
        https: { kind: 'files', certFile: path.resolve('tls/cert.pem'), keyFile: '/etc/key.pem' },
        publicUrl: 'https://localhost:8443',
      },
    );
    expect(loadConfig({ HTTPS: 'self-signed', PUBLIC_URL: 'https://door.example.org' }).publicUrl).toBe(
      'https://door.example.org',
    );
    expect(() => loadConfig({ HTTPS: 'yes' })).toThrow(/HTTPS: must be self-signed or off/);
    expect(() => loadConfig({ HTTPS_CERT_FILE: 'cert.pem' })).toThrow(
      /HTTPS_CERT_FILE and HTTPS_KEY_FILE: set both \(a PEM certificate and its key\), or neither/,
    );
    expect(() => loadConfig({ HTTPS: 'self-signed', HTTPS_CERT_FILE: 'c.pem', HTTPS_KEY_FILE: 'k.pem' })).toThrow(
      /HTTPS: self-signed makes its own certificate/,
    );
  });

  it('reads PHONE_REGION in any case, assumes GB (with a warning) when unset, and refuses a region libphonenumber does not know', () => {
    expect(loadConfig({ PHONE_REGION: 'fr' }).phoneRegion).toBe('FR');
    const unset = loadConfig({});
    expect(unset.phoneRegion).toBe('GB');
    expect(unset.warnings).toContain(
      "PHONE_REGION is not set: phone numbers typed without a country code are read as GB numbers; set it to the venue's country (e.g. FR).",
    );
    expect(loadConfig({ PHONE_REGION: 'GB' }).warnings.filter((line) => line.includes('PHONE_REGION'))).toEqual([]);
    for (const bad of ['UK', 'XX', 'GBR', '44']) {
      expect(() => loadConfig({ PHONE_REGION: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ PHONE_REGION: bad })).toThrow(
        /PHONE_REGION: must be the two-letter ISO 3166 code of a country, such as GB, FR or US \(GB, not UK\)/,
      );
    }
  });

  it('has every setting documented in .env.example', () => {
    const example = readFileSync(path.resolve('.env.example'), 'utf8');
    const documented = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    expect(settingNames.length).toBeGreaterThan(15);
    expect(settingNames.filter((name) => !documented.has(name))).toEqual([]);
  });
});
