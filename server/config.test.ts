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
    });
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
  });

  it('has every setting documented in .env.example', () => {
    const example = readFileSync(path.resolve('.env.example'), 'utf8');
    const documented = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    expect(settingNames.length).toBeGreaterThan(15);
    expect(settingNames.filter((name) => !documented.has(name))).toEqual([]);
  });
});
