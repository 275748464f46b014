/**
 * HTTPS=self-signed: the real server process makes a certificate for localhost, loopback and the
 * machine's network addresses, serves the app over https with it, says which address a phone on the
 * network opens, accepts the admin calls of a page opened there, and keeps the certificate (its key
 * 0600) for the next start.
 *
 * The calls go to 127.0.0.1 and check the certificate as a phone opening the network address would
 * (its name, against the certificate as the only trusted CA): this workplace allows test traffic to
 * loopback addresses only.
 */
import type { ChildProcess } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import https from 'node:https';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { afterAll, describe, expect, it } from 'vitest';
import { networkAddresses } from '../../server/platform/http/tls.ts';
import { freePort } from '../support/ports.ts';
import { spawnServer } from '../support/spawned-server.ts';
import { waitFor } from '../support/wait.ts';

const PASSWORD = 'organiser-password';
const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

function startServer(dataDir: string, port: number) {
  const server = spawnServer({
    HTTPS: 'self-signed',
    HOST: '0.0.0.0',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: '',
    ADMIN_PASSWORD: PASSWORD,
    RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: 'info',
  });
  children.push(server.child);
  return server;
}

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
  /** The certificate the server presented. */
  peer: X509Certificate;
}

/**
 * Whether the certificate is valid for `name`, as a browser checks it. An IP address is matched with
 * X509Certificate.checkIP: Node 22's tls.checkServerIdentity takes an IPv6 address for a host name
 * ("Host: fd00::2. is not in the cert's altnames" though its IP SAN is there; Node 20 matched it).
 */
function certificateIdentity(name: string, cert: tls.PeerCertificate): Error | undefined {
  if (isIP(name) === 0) return tls.checkServerIdentity(name, cert);
  return new X509Certificate(cert.raw).checkIP(name) ? undefined : new Error(`${name} is not in the certificate`);
}

/**
 * A call to the server on 127.0.0.1 that trusts only `ca` and checks the certificate for `name`,
 * the address a phone would open.
 */
function httpsCall(
  port: number,
  ca: string,
  name: string,
  method: string,
  urlPath: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const request = https.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        ca,
        agent: false,
        checkServerIdentity: (_host, cert) => certificateIdentity(name, cert),
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (response) => {
        const peer = new X509Certificate((response.socket as tls.TLSSocket).getPeerX509Certificate()!.raw);
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers, peer }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const certFile = (dataDir: string) => path.join(dataDir, 'https-cert.pem');
const keyFile = (dataDir: string) => path.join(dataDir, 'https-key.pem');

async function whenReady(port: number, dataDir: string, server: ReturnType<typeof startServer>) {
  await waitFor(
    async () => {
      if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
      const ca = await readFile(certFile(dataDir), 'utf8').catch(() => null);
      if (!ca) return false;
      const answer = await httpsCall(port, ca, 'localhost', 'GET', '/readyz').catch(() => null);
      return answer?.status === 200;
    },
    60_000,
    200,
  );
  return readFile(certFile(dataDir), 'utf8');
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('HTTPS=self-signed', () => {
  it('serves https for localhost and the network addresses, and keeps its certificate for the next start', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-https-'));
    dirs.push(dataDir);
    const port = await freePort();
    const first = startServer(dataDir, port);
    const ca = await whenReady(port, dataDir, first);
    expect((await stat(keyFile(dataDir))).mode & 0o777).toBe(0o600);

    const addresses = networkAddresses();
    const ipv4 = addresses.filter((address) => !address.includes(':'));
    // A phone on the network opens the machine's address: the certificate is valid for it.
    for (const name of ['localhost', '127.0.0.1', ...addresses]) {
      const answer = await httpsCall(port, ca, name, 'GET', '/readyz');
      expect(answer.status, name).toBe(200);
    }
    expect(first.output()).toContain(`PUBLIC_URL is not set: links in e-mails point to https://localhost:${port};`);
    for (const address of ipv4) {
      expect(first.output()).toContain(
        `Open https://${address}:${port}/admin/scan on a phone on the same network (accept the certificate warning once)`,
      );
    }
    // No HSTS for a self-signed certificate (a browser that trusted it would pin localhost to https).
    expect((await httpsCall(port, ca, 'localhost', 'GET', '/healthz')).headers['strict-transport-security']).toBe(
      undefined,
    );

    // The organiser signs in on the phone: its Origin is the network address (or localhost on the laptop).
    for (const origin of [...ipv4.map((address) => `https://${address}:${port}`), `https://localhost:${port}`]) {
      const login = await httpsCall(port, ca, 'localhost', 'POST', '/api/admin/login', {
        body: { username: 'admin', password: PASSWORD },
        headers: { origin },
      });
      expect(login.status, origin).toBe(200);
      expect(String(login.headers['set-cookie'])).toContain('Secure');
    }
    const elsewhere = await httpsCall(port, ca, 'localhost', 'POST', '/api/admin/login', {
      body: { username: 'admin', password: PASSWORD },
      headers: { origin: `https://evil.example:${port}` },
    });
    expect(elsewhere.status).toBe(403);

    const served = (await httpsCall(port, ca, 'localhost', 'GET', '/healthz')).peer.fingerprint256;
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // Restarted: the same certificate, so a phone that accepted it once is not asked again.
    const second = startServer(dataDir, port);
    expect(await whenReady(port, dataDir, second)).toBe(ca);
    expect((await httpsCall(port, ca, 'localhost', 'GET', '/healthz')).peer.fingerprint256).toBe(served);
    expect(second.output()).toContain('HTTPS with a self-signed certificate made before');
    expect((await stat(keyFile(dataDir))).mode & 0o777).toBe(0o600);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 90_000); // Two starts of the built server, each making its PGlite database: slow on a busy 2-core machine.
});
