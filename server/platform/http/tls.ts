/**
 * The certificate the app serves HTTPS with when it serves HTTPS itself (`HTTPS=self-signed`, or
 * `HTTPS_CERT_FILE`/`HTTPS_KEY_FILE`). A phone's camera needs a secure page, so a door phone on the
 * venue's network needs https:// to reach a laptop running `npm start`. A real deployment puts a TLS
 * proxy in front instead (docs/operating.md).
 *
 * The self-signed certificate names localhost, the loopback addresses and the machine's network
 * addresses. It is made once and kept in the data directory (the key 0600), so a phone that accepted
 * it once keeps accepting it; it is made again only when it expires or the machine has an address it
 * does not name (the laptop moved to another network).
 */
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'selfsigned';

export type HttpsSetting = { kind: 'self-signed' } | { kind: 'files'; certFile: string; keyFile: string };

export interface TlsMaterial {
  key: string;
  cert: string;
  /** True for the generated certificate: browsers warn about it, and HSTS must not pin it. */
  selfSigned: boolean;
  /** The machine's network addresses the certificate names (what a phone on the network opens). */
  networkAddresses: string[];
  /** Whether the certificate was made by this start (false: the one kept from before). */
  created: boolean;
}

export const SELF_SIGNED_CERT_FILE = 'https-cert.pem';
export const SELF_SIGNED_KEY_FILE = 'https-key.pem';
/** Apple's devices refuse server certificates valid for longer than 825 days. */
const VALIDITY_DAYS = 825;
/** A certificate this close to its end is made again at start. */
const RENEW_BEFORE_MS = 30 * 24 * 60 * 60 * 1000;
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1'];

/**
 * The machine's addresses another device on its network can reach: not loopback, and not an IPv6
 * link-local address (it needs a zone, and a certificate cannot name one). IPv4 first.
 */
export function networkAddresses(interfaces = os.networkInterfaces()): string[] {
  const addresses = Object.values(interfaces)
    .flatMap((entries) => entries ?? [])
    .filter((entry) => !entry.internal && !(entry.family === 'IPv6' && entry.address.toLowerCase().startsWith('fe80:')))
    .map((entry) => entry.address);
  const unique = [...new Set(addresses)];
  return [...unique.filter((address) => isIP(address) === 4), ...unique.filter((address) => isIP(address) === 6)];
}

/** The key and certificate to serve HTTPS with. */
export async function loadTls(setting: HttpsSetting, dataDir: string, now = new Date()): Promise<TlsMaterial> {
  if (setting.kind === 'files') return readCertificateFiles(setting.certFile, setting.keyFile);
  return selfSignedCertificate(dataDir, networkAddresses(), now);
}

export class TlsFilesError extends Error {
  override name = 'TlsFilesError';
}

async function readCertificateFiles(certFile: string, keyFile: string): Promise<TlsMaterial> {
  const read = (file: string, setting: string) =>
    readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      throw new TlsFilesError(`${setting}: cannot read ${file} (${error.code ?? error.message})`);
    });
  const [cert, key] = await Promise.all([read(certFile, 'HTTPS_CERT_FILE'), read(keyFile, 'HTTPS_KEY_FILE')]);
  if (!keyMatches(cert, key)) {
    throw new TlsFilesError(
      `HTTPS_CERT_FILE and HTTPS_KEY_FILE: ${certFile} is not a PEM certificate for the private key in ${keyFile}`,
    );
  }
  return { key, cert, selfSigned: false, networkAddresses: [], created: false };
}

/** Whether `cert` is a PEM certificate (the first of a chain) for the PEM private key `key`. */
function keyMatches(cert: string, key: string): boolean {
  try {
    return new X509Certificate(cert).checkPrivateKey(createPrivateKey(key));
  } catch {
    return false;
  }
}

/** The kept certificate when it still serves every name, else a new one (kept for next time). */
export async function selfSignedCertificate(
  dataDir: string,
  addresses: string[],
  now = new Date(),
): Promise<TlsMaterial> {
  const certFile = path.join(dataDir, SELF_SIGNED_CERT_FILE);
  const keyFile = path.join(dataDir, SELF_SIGNED_KEY_FILE);
  const names = [...LOOPBACK_NAMES, ...addresses];
  const kept = await Promise.all([readFile(certFile, 'utf8'), readFile(keyFile, 'utf8')]).catch(() => null);
  if (kept && stillServes(kept[0], kept[1], names, now)) {
    // Kept from an older start, perhaps with other modes: the key is the app's user's alone.
    await chmod(keyFile, 0o600);
    return { cert: kept[0], key: kept[1], selfSigned: true, networkAddresses: addresses, created: false };
  }
  const made = await generate([{ name: 'commonName', value: 'ID Event (self-signed)' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(now.getTime() - 60_000),
    notAfterDate: new Date(now.getTime() + VALIDITY_DAYS * 24 * 60 * 60 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: names.map((name) => (isIP(name) ? { type: 7, ip: name } : { type: 2, value: name })),
      },
    ],
  });
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // The key first: a certificate without its key is made again at the next start (stillServes).
  await writePrivately(keyFile, made.private);
  await writePrivately(certFile, made.cert);
  return { cert: made.cert, key: made.private, selfSigned: true, networkAddresses: addresses, created: true };
}

function stillServes(cert: string, key: string, names: string[], now: Date): boolean {
  if (!keyMatches(cert, key)) return false;
  const certificate = new X509Certificate(cert);
  if (new Date(certificate.validTo).getTime() - now.getTime() < RENEW_BEFORE_MS) return false;
  return names.every((name) =>
    isIP(name) ? certificate.checkIP(name) !== undefined : certificate.checkHost(name) !== undefined,
  );
}

/** Written whole under a temporary name, then renamed: never half a key under the real name. */
async function writePrivately(file: string, content: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, file);
}

/** The origins a browser shows for this app on each name of the certificate, at `port`. */
export function certificateOrigins(tls: TlsMaterial, port: number): string[] {
  if (!tls.selfSigned) return [];
  return [...LOOPBACK_NAMES, ...tls.networkAddresses].map(
    (name) => new URL(`https://${isIP(name) === 6 ? `[${name}]` : name}:${port}`).origin,
  );
}

/**
 * The origins a phone on the network opens: the network addresses the certificate names that the
 * server listens on (every IPv4 one on 0.0.0.0, every one on ::, else HOST's own).
 */
export function networkOrigins(tls: TlsMaterial, host: string, port: number): string[] {
  const reachable = tls.networkAddresses.filter((address) =>
    host === '0.0.0.0' ? isIP(address) === 4 : host === '::' ? true : address === host,
  );
  return reachable.map(
    (address) => new URL(`https://${isIP(address) === 6 ? `[${address}]` : address}:${port}`).origin,
  );
}
