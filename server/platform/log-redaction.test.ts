import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { maskEmails, redactUrl, serializeError, serializeRequest } from './log-redaction.ts';

describe('URLs in the log', () => {
  it("hides the pass lookup's address, encoded or not, whatever it looks like", () => {
    expect(redactUrl('/api/registration/ann%40example.com')).toBe('/api/registration/[redacted]');
    expect(redactUrl('/api/registration/ann@example.com')).toBe('/api/registration/[redacted]');
    expect(redactUrl('/api/registration/not-an-address')).toBe('/api/registration/[redacted]');
    expect(redactUrl('/api/registration/a/b')).toBe('/api/registration/[redacted]');
    expect(redactUrl('/api/registration/resend')).toBe('/api/registration/resend');
  });

  it("hides a pass link's token", () => {
    const token = 'l1.0b8e2f0c-1d2e-4f3a-8b9c-0d1e2f3a4b5c.1795520000.AbC_dEf';
    expect(redactUrl(`/api/pass/${token}`)).toBe('/api/pass/[redacted]');
    expect(redactUrl(`/somewhere/${token}`)).toBe('/somewhere/[redacted]');
    expect(redactUrl(`/my-pass?token=${token}`)).toBe('/my-pass?token=[redacted]');
  });

  it('hides any segment holding an address or a pass token, and every query value', () => {
    expect(redactUrl('/api/other/ann%40example.com/x')).toBe('/api/other/[redacted]/x');
    expect(redactUrl('/pass/v1.0b8e2f0c-1d2e-4f3a-8b9c-0d1e2f3a4b5c.AbC_dEf')).toBe('/pass/[redacted]');
    expect(redactUrl('/api/auth/callback?code=secret-code&state=xyz')).toBe(
      '/api/auth/callback?code=[redacted]&state=[redacted]',
    );
    expect(redactUrl('/my-pass?ann@example.com')).toBe('/my-pass?[redacted]');
    expect(redactUrl('/api/admin/events/3f1c/stats')).toBe('/api/admin/events/3f1c/stats');
  });

  it("serializes a request like Fastify's own serializer, URL redacted", () => {
    expect(
      serializeRequest({
        method: 'GET',
        url: '/api/registration/ann%40example.com',
        host: 'example.org',
        ip: '10.0.0.1',
        socket: { remotePort: 4000 },
      }),
    ).toEqual({
      method: 'GET',
      url: '/api/registration/[redacted]',
      host: 'example.org',
      remoteAddress: '10.0.0.1',
      remotePort: 4000,
    });
  });
});

describe('errors in the log', () => {
  it("drops a failed query's parameters from its message and stack, keeping the SQL and the cause", () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const error = new DrizzleQueryError(
      'insert into registrations (name, email, phone) values ($1, $2, $3)',
      ['Ann Lee', 'ann@example.com', '+33 6 12 34 56 78'],
      cause,
    );
    const logged = serializeError(error);
    const text = JSON.stringify(logged);
    for (const personal of ['Ann Lee', 'ann@example.com', '12 34 56']) expect(text).not.toContain(personal);
    expect(logged.message).toBe(
      'Failed query: insert into registrations (name, email, phone) values ($1, $2, $3)\nparams: [redacted] (3)',
    );
    expect(logged.stack).toMatch(/^Error: Failed query: insert into registrations .*\nparams: \[redacted\] \(3\)\n/);
    expect(logged.stack).toMatch(/\n {4}at /);
    expect(logged.cause).toMatchObject({ type: 'Error', code: '22021', message: expect.stringContaining('0x00') });
  });

  it("keeps only the listed fields: a pg error's row values and an HTTP client's request stay out", () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(ann@example.com) already exists.',
      config: { headers: { authorization: 'Bearer secret-jwt' }, data: { values: [['Ann Lee', '+33 6 12']] } },
      status: 403,
    });
    const logged = serializeError(error);
    expect(Object.keys(logged).sort()).toEqual(['code', 'message', 'stack', 'type']);
    expect(JSON.stringify(logged)).not.toMatch(/ann@example|secret-jwt|Ann Lee/);
  });

  it('masks addresses left in any message, not package paths', () => {
    expect(maskEmails('no pass for Ann.Lee+x@mail.example.org, sorry')).toBe('no pass for [email], sorry');
    const path = 'at file:///app/node_modules/@electric-sql/pglite/dist/index.js:3:1';
    expect(maskEmails(path)).toBe(path);
  });

  it('logs a plain object as no more than its kind, and a non-error cause not at all', () => {
    expect(serializeError({ email: 'ann@example.com' })).toEqual({
      type: 'object',
      message: '[not an error]',
      stack: '',
    });
    const logged = serializeError(new Error('token refused', { cause: { claims: { email: 'ann@example.com' } } }));
    expect(logged.cause).toBeUndefined();
  });
});
