import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, userMessage } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

function respond(status: number, body: string, statusText = '') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body || null, { status, statusText })),
  );
}

describe('apiRequest', () => {
  it('raises "{status}: {body}" with the server message', async () => {
    respond(409, JSON.stringify({ message: 'Already registered' }));
    const error = await apiRequest('POST', '/api/register', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"message":"Already registered"}');
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).serverMessage).toBe('Already registered');
  });

  it('uses the status text when the body is empty', async () => {
    respond(502, '', 'Bad Gateway');
    const error = (await apiRequest('GET', '/api/events/active').catch((caught: unknown) => caught)) as ApiError;
    expect(error.message).toBe('502: Bad Gateway');
    expect(error.serverMessage).toBeUndefined();
  });

  it('sends cookies and a JSON body', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('POST', '/api/checkin', { qrData: 'x' })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/checkin',
      expect.objectContaining({ method: 'POST', credentials: 'include', body: '{"qrData":"x"}' }),
    );
  });
});

describe('userMessage', () => {
  it('prefers the server message, then the fallback', () => {
    expect(userMessage(new ApiError(409, '{"message":"Taken"}', 'Conflict', 'Taken'), 'Please try again.')).toBe(
      'Taken',
    );
    expect(userMessage(new ApiError(500, 'oops', 'Error', undefined), 'Please try again.')).toBe('Please try again.');
    expect(userMessage(new TypeError('Failed to fetch'), 'Please try again.')).toBe('Please try again.');
    expect(userMessage(new Error('No event selected'), 'Please try again.')).toBe('No event selected');
  });
});
