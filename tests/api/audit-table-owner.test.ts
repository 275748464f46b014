/**
 * On PostgreSQL the audit table belongs to a role of its own (issue 28 item 4): the app's role, when
 * it may create roles, hands `audit_log` over at start and keeps SELECT, INSERT and the sealing
 * UPDATE, so the reviewer's `ALTER TABLE audit_log DISABLE TRIGGER …` and any rewrite are refused.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCalls } from '../../common/contracts/audit.ts';
import { type App, createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { sealAuditTrail } from '../../server/modules/audit/audit-chain.ts';
import { auditOwnerRole } from '../../server/modules/audit/audit-table-owner.ts';
import { openDatabase } from '../../server/platform/db/client.ts';
import { postgresUrl } from '../support/database.ts';
import { createEvent } from '../support/factories.ts';
import { signIn } from '../support/http.ts';
import { freePort } from '../support/ports.ts';
import { ADMIN_PASSWORD } from '../support/test-app.ts';

const suffix = randomBytes(4).toString('hex');
const appRole = `idevent_app_${suffix}`;
const databaseName = `idevent_owner_${suffix}`;
let appUrl: string;
let dataDir: string;

async function asSuperuser<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function start(): Promise<{ app: App; baseUrl: string }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '0',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD,
    APP_TIMEZONE: 'UTC',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: baseUrl,
  });
  const database = await openDatabase({ databaseUrl: appUrl, dataDir });
  const app = await createApp(config, { database, logger: false, webDir: '/nonexistent' });
  await app.server.listen({ port, host: '127.0.0.1' });
  return { app, baseUrl };
}

async function appQuery(statement: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: appUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows[0];
  } finally {
    await client.end();
  }
}

/** What the app's own role gets when it tries a statement: null, or the database's refusal. */
async function asAppRole(statement: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: appUrl });
  await client.connect();
  try {
    await client.query(statement);
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end();
  }
}

describe.skipIf(!postgresUrl)('the audit table on PostgreSQL, with an app role that may create roles', () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-owner-'));
    await asSuperuser(async (client) => {
      await client.query(`create role ${appRole} login createrole`);
      await client.query(`create database ${databaseName} owner ${appRole}`);
    });
    const url = new URL(postgresUrl!);
    url.username = appRole;
    url.pathname = `/${databaseName}`;
    appUrl = url.toString();
  });
  afterAll(async () => {
    await asSuperuser(async (client) => {
      await client.query(`drop database if exists ${databaseName} with (force)`);
      await client.query(`drop role if exists ${auditOwnerRole(appRole)}`);
      await client.query(`drop role if exists ${appRole}`);
    });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('belongs to a role that cannot sign in, of which the app’s role is not a member', async () => {
    const { app, baseUrl } = await start();
    try {
      const owner = await signIn(baseUrl);
      await createEvent(owner);
      const ownership = await appQuery(
        `select pg_get_userbyid(relowner) as owner,
                pg_has_role(current_user, pg_get_userbyid(relowner), 'member') as member
         from pg_class where oid = 'audit_log'::regclass`,
      );
      expect(ownership).toEqual({ owner: auditOwnerRole(appRole), member: false });
      const login = await asSuperuser(
        async (client) =>
          (await client.query('select rolcanlogin from pg_roles where rolname = $1', [auditOwnerRole(appRole)]))
            .rows[0],
      );
      expect(login).toEqual({ rolcanlogin: false });

      // The app still writes, seals, reads and verifies its trail.
      expect(await sealAuditTrail(app.database.db)).toBeGreaterThan(0);
      const integrity = await owner.call('GET', auditCalls.integrity.route);
      expect(integrity.body).toMatchObject({ intact: true });
      expect(integrity.body.entries).toBeGreaterThan(0);
    } finally {
      await app.close();
      await app.database.close();
    }
  });

  it('refuses the app’s role what the reviewer did: triggers off, rewrites, deletes, a new trigger function', async () => {
    for (const [statement, refusal] of [
      ['alter table audit_log disable trigger audit_log_no_update_or_delete', /must be owner of table audit_log/],
      [`update audit_log set reason = 'edited'`, /permission denied for table audit_log/],
      ['delete from audit_log', /permission denied for table audit_log/],
      ['truncate audit_log', /permission denied for table audit_log/],
      [
        `create or replace function audit_log_append_only() returns trigger language plpgsql as $$ begin return new; end $$`,
        /must be owner of function audit_log_append_only/,
      ],
      [`grant ${auditOwnerRole(appRole)} to current_user`, null],
    ] as const) {
      const refused = await asAppRole(statement);
      if (refusal) expect(refused, statement).toMatch(refusal);
      else {
        // A role that may create roles can make itself a member again (PostgreSQL's CREATEROLE): the
        // hash chain is what shows a change then, and the README's set-up by hand closes this too.
        expect(refused).toBeNull();
        await asAppRole(`revoke ${auditOwnerRole(appRole)} from current_user`);
      }
    }
  });

  it('starts a second time without handing anything over again', async () => {
    const { app, baseUrl } = await start();
    try {
      const owner = await signIn(baseUrl);
      await createEvent(owner);
      expect((await owner.call('GET', auditCalls.page.route)).status).toBe(200);
    } finally {
      await app.close();
      await app.database.close();
    }
  });
});
