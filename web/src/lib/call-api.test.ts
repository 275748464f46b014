import { eventCalls } from '@common/contracts/events';
import { publicRegistrationCalls } from '@common/contracts/registrations-public';
import { sessionCalls } from '@common/contracts/session';
import { sheetsCalls } from '@common/contracts/sheets';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi, callPath } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

function recordFetch(body = '{"ok":true}') {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(body, { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('callApi', () => {
  it('calls a contract: its method, its path with the params filled in, the body as JSON', async () => {
    const fetchMock = recordFetch();
    await callApi(eventCalls.update, { params: { id: 'a b' }, body: { name: 'Day', startDate: '', endDate: '' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/events/a%20b');
    expect(init).toMatchObject({
      method: 'PUT',
      credentials: 'include',
      body: '{"name":"Day","startDate":"","endDate":""}',
    });
  });

  it('sends {} to a call with a body given none, and no body on a GET or a DELETE', async () => {
    const fetchMock = recordFetch();
    await callApi(sessionCalls.logout);
    await callApi(eventCalls.list);
    await callApi(eventCalls.remove, { params: { id: '1' } });
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init.method, init.body])).toEqual([
      ['/api/admin/logout', 'POST', '{}'],
      ['/api/admin/events', 'GET', undefined],
      ['/api/admin/events/1', 'DELETE', undefined],
    ]);
  });

  it('writes the query of the defined values only, an empty one included', async () => {
    const fetchMock = recordFetch();
    await callApi(eventCalls.remove, { params: { id: '1' }, query: { confirm: 'ended' } });
    await callApi(sheetsCalls.test, { query: { sheetsUrl: '' } });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/admin/events/1?confirm=ended',
      '/api/admin/config/sheets-test?sheetsUrl=',
    ]);
    expect(callPath(eventCalls.remove, { params: { id: '1' }, query: { confirm: undefined } })).toBe(
      '/api/admin/events/1',
    );
  });

  it('passes the headers and answers with the JSON', async () => {
    const fetchMock = recordFetch('{"message":"sent"}');
    const answer = await callApi(publicRegistrationCalls.resend, { body: { email: 'a@b.c' }, headers: { 'x-a': '1' } });
    expect(answer).toEqual({ message: 'sent' });
    expect(fetchMock.mock.calls[0]![1].headers).toMatchObject({ 'x-a': '1', 'content-type': 'application/json' });
  });
});
