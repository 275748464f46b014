import { X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { NetworkInterfaceInfo } from 'node:os';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  certificateOrigins,
  loadTls,
  networkAddresses,
  networkOrigins,
  SELF_SIGNED_CERT_FILE,
  SELF_SIGNED_KEY_FILE,
  selfSignedCertificate,
  TlsFilesError,
} from './tls.ts';

const dirs: string[] = [];
async function dataDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'idevent-tls-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

const entry = (address: string, internal = false): NetworkInterfaceInfo =>
  (address.includes(':')
    ? { address, family: 'IPv6', internal, netmask: '', mac: '', cidr: null, scopeid: 0 }
    : { address, family: 'IPv4', internal, netmask: '', mac: '', cidr: null }) as NetworkInterfaceInfo;

describe('the network addresses a phone can reach', () => {
  it('leaves out loopback and IPv6 link-local addresses, IPv4 first', () => {
    const addresses = networkAddresses({
      lo: [entry('127.0.0.1', true), entry('::1', true)],
      eth0: [entry('fd00::20'), entry('fe80::1'), entry('192.168.1.20')],
      wlan0: [entry('10.0.0.7'), entry('192.168.1.20')],
    });
    expect(addresses).toEqual(['192.168.1.20', '10.0.0.7', 'fd00::20']);
  });

  it('prints the addresses the server listens on', () => {
    const tls = {
      key: '',
      cert: '',
      selfSigned: true,
      created: true,
      networkAddresses: ['192.168.1.20', 'fd00::20'],
    };
    expect(networkOrigins(tls, '0.0.0.0', 5000)).toEqual(['https://192.168.1.20:5000']);
    expect(networkOrigins(tls, '::', 5000)).toEqual(['https://192.168.1.20:5000', 'https://[fd00::20]:5000']);
    expect(networkOrigins(tls, '127.0.0.1', 5000)).toEqual([]);
    expect(certificateOrigins(tls, 443)).toEqual([
      'https://localhost',
      'https://127.0.0.1',
      'https://[::1]',
      'https://192.168.1.20',
      'https://[fd00::20]',
    ]);
  });
});

describe('the self-signed certificate', () => {
  it('names localhost, loopback and the network addresses, and keeps its key for the app user alone', async () => {
    const dir = await dataDir();
    const made = await selfSignedCertificate(dir, ['192.168.1.20', 'fd00::20']);
    expect(made.created).toBe(true);
    const certificate = new X509Certificate(made.cert);
    for (const ip of ['127.0.0.1', '::1', '192.168.1.20', 'fd00::20']) expect(certificate.checkIP(ip)).toBe(ip);
    expect(certificate.checkHost('localhost')).toBe('localhost');
    expect(certificate.checkIP('192.168.1.21')).toBeUndefined();
    expect(await readFile(path.join(dir, SELF_SIGNED_CERT_FILE), 'utf8')).toBe(made.cert);
    expect(await readFile(path.join(dir, SELF_SIGNED_KEY_FILE), 'utf8')).toBe(made.key);
    expect((await stat(path.join(dir, SELF_SIGNED_KEY_FILE))).mode & 0o777).toBe(0o600);
  });

  it('is made once and used again while it serves every address', async () => {
    const dir = await dataDir();
    const first = await selfSignedCertificate(dir, ['192.168.1.20']);
    const again = await selfSignedCertificate(dir, ['192.168.1.20']);
    expect(again).toMatchObject({ created: false, cert: first.cert, key: first.key });
  });

  it('is made again for a new address, a key that does not match, or near its end', async () => {
    const dir = await dataDir();
    const first = await selfSignedCertificate(dir, ['192.168.1.20']);
    const moved = await selfSignedCertificate(dir, ['10.0.0.7']);
    expect(moved.created).toBe(true);
    expect(new X509Certificate(moved.cert).checkIP('10.0.0.7')).toBe('10.0.0.7');

    await writeFile(path.join(dir, SELF_SIGNED_KEY_FILE), first.key);
    expect((await selfSignedCertificate(dir, ['10.0.0.7'])).created).toBe(true);

    const later = new Date(Date.now() + 800 * 24 * 60 * 60 * 1000);
    expect((await selfSignedCertificate(dir, ['10.0.0.7'], later)).created).toBe(true);
  });
});

describe('a certificate from files', () => {
  it('is read as it is, and a key of another certificate is refused with both settings named', async () => {
    const dir = await dataDir();
    const one = await selfSignedCertificate(path.join(dir, 'one'), []);
    const two = await selfSignedCertificate(path.join(dir, 'two'), []);
    await writeFile(path.join(dir, 'cert.pem'), one.cert);
    await writeFile(path.join(dir, 'key.pem'), one.key);
    await writeFile(path.join(dir, 'other-key.pem'), two.key);
    const certFile = path.join(dir, 'cert.pem');

    const loaded = await loadTls({ kind: 'files', certFile, keyFile: path.join(dir, 'key.pem') }, dir);
    expect(loaded).toMatchObject({ cert: one.cert, key: one.key, selfSigned: false });

    const mismatch = loadTls({ kind: 'files', certFile, keyFile: path.join(dir, 'other-key.pem') }, dir);
    await expect(mismatch).rejects.toThrow(TlsFilesError);
    await expect(mismatch).rejects.toThrow(/HTTPS_CERT_FILE and HTTPS_KEY_FILE: .* is not a PEM certificate/);
    const missing = loadTls({ kind: 'files', certFile: path.join(dir, 'nope.pem'), keyFile: certFile }, dir);
    await expect(missing).rejects.toThrow(/HTTPS_CERT_FILE: cannot read .*nope\.pem \(ENOENT\)/);
  });
});
