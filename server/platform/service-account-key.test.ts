import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { parseServiceAccountKey } from './service-account-key.ts';

const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
const keyJson = JSON.stringify({
  type: 'service_account',
  client_email: 'sync@p.iam.gserviceaccount.com',
  private_key: privateKey,
});

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'idevent-key-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('parseServiceAccountKey', () => {
  it('reads the JSON itself', () => {
    expect(parseServiceAccountKey(keyJson)).toEqual({ clientEmail: 'sync@p.iam.gserviceaccount.com', privateKey });
  });

  it('reads a key file by its path', async () => {
    const file = path.join(dir, 'key.json');
    await writeFile(file, keyJson);
    expect(parseServiceAccountKey(file)).toEqual({ clientEmail: 'sync@p.iam.gserviceaccount.com', privateKey });
  });

  it.each([
    [path.join('/nonexistent', 'key.json'), /cannot read the key file .*ENOENT/],
    ['{ not json', /not valid JSON/],
    [JSON.stringify({ private_key: privateKey }), /no client_email/],
    [JSON.stringify({ client_email: 'a@b.c' }), /no private_key/],
    [
      JSON.stringify({
        client_email: 'a@b.c',
        private_key: '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----',
      }),
      /not a valid PEM/,
    ],
  ])('says what is wrong with %s', (value, problem) => {
    const result = parseServiceAccountKey(value);
    expect('problem' in result && result.problem).toMatch(problem);
  });
});

describe('the key is never echoed', () => {
  it.each([
    ['quoted', `'${keyJson}'`],
    ['base64', Buffer.from(keyJson).toString('base64')],
    ['the PEM alone', privateKey],
    ['escaped', JSON.stringify(keyJson)],
  ])('in the problem with a key given %s', (_form, value) => {
    const result = parseServiceAccountKey(value);
    expect('problem' in result && result.problem).toMatch(/cannot read the key file \(ENAMETOOLONG|ENOENT/);
    expect(JSON.stringify(result)).not.toMatch(/MII|PRIVATE KEY|BEGIN|gserviceaccount|eyJ0eXBl/);
  });

  it('nor in the configuration error that stops the start', () => {
    let message = '';
    try {
      loadConfig({ GOOGLE_SERVICE_ACCOUNT_KEY: `"${keyJson}"` });
    } catch (error) {
      message = (error as ConfigError).message;
    }
    expect(message).toMatch(/^Invalid configuration:\n {2}GOOGLE_SERVICE_ACCOUNT_KEY: cannot read the key file \(/);
    expect(message).not.toMatch(/PRIVATE KEY|MII|gserviceaccount/);
  });
});

describe('Google Sheets settings', () => {
  it('are off by default, with the public API root', () => {
    expect(loadConfig({}).googleSheets).toEqual({
      serviceAccount: undefined,
      apiRoot: 'https://sheets.googleapis.com/',
      // Google's own limits (decision 028).
      limits: { requestsPerMinute: 60, batchRows: 10_000, requestBytes: 2_000_000, cellLimit: 10_000_000 },
    });
  });

  it('are read and checked at start, naming the setting', () => {
    const config = loadConfig({ GOOGLE_SERVICE_ACCOUNT_KEY: keyJson, GOOGLE_SHEETS_API_ROOT: 'http://127.0.0.1:9999' });
    expect(config.googleSheets.serviceAccount?.clientEmail).toBe('sync@p.iam.gserviceaccount.com');
    expect(config.googleSheets.apiRoot).toBe('http://127.0.0.1:9999/');
    expect(() => loadConfig({ GOOGLE_SERVICE_ACCOUNT_KEY: '{"client_email":"a@b.c"}' })).toThrow(ConfigError);
    expect(() => loadConfig({ GOOGLE_SERVICE_ACCOUNT_KEY: '/missing/key.json' })).toThrow(
      /GOOGLE_SERVICE_ACCOUNT_KEY: cannot read/,
    );
    expect(() => loadConfig({ GOOGLE_SHEETS_API_ROOT: 'http://sheets.example.org/' })).toThrow(
      /GOOGLE_SHEETS_API_ROOT: must be an https/,
    );
  });
});
