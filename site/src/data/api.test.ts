import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError, apiRequest, getQueryFn } from './api';

const fetchMock = vi.fn<typeof fetch>();

function answer(response: Response) {
  fetchMock.mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const sentInit = () => fetchMock.mock.calls[0]?.[1] as RequestInit;

describe('apiRequest', () => {
  test('sends the body as JSON with its content type, and the cookies', async () => {
    answer(json({ id: 'L1' }, 201));
    const response = await apiRequest('POST', '/api/lead', { name: 'Ana', acceptPrivacy: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/lead', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"Ana","acceptPrivacy":true}',
    });
    expect(await response.json()).toEqual({ id: 'L1' });
  });

  test('sends no content type and no body when there is no body, and still the cookies', async () => {
    answer(new Response(null, { status: 204 }));
    await apiRequest('DELETE', '/api/chat');
    expect(sentInit()).toMatchObject({ method: 'DELETE', credentials: 'include' });
    expect(sentInit().headers).toEqual({});
    expect(sentInit()).not.toHaveProperty('body');
  });

  test('sends extra headers, such as an idempotency key, beside the JSON content type', async () => {
    answer(json({ id: 'L1' }, 201));
    await apiRequest('POST', '/api/lead', { name: 'Ana' }, { 'Idempotency-Key': 'k-1' });
    expect(sentInit().headers).toEqual({ 'Idempotency-Key': 'k-1', 'Content-Type': 'application/json' });
  });

  test('a non-ok answer throws "status: body text", with the status and the JSON body for the form', async () => {
    const body = {
      error: 'Revisa los datos.',
      fieldErrors: { email: 'Escribe un correo electrónico válido.' },
    };
    answer(json(body, 400));
    const error = await apiRequest('POST', '/api/lead', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ message: `400: ${JSON.stringify(body)}`, status: 400, body });
    expect((error as ApiError).fieldErrors).toEqual({ email: 'Escribe un correo electrónico válido.' });
  });

  test('a non-ok answer with an empty body throws "status: status text"', async () => {
    answer(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/chat')).rejects.toMatchObject({
      message: '503: Service Unavailable',
      status: 503,
      body: undefined,
      fieldErrors: {},
    });
  });

  test('a non-ok answer that is not JSON keeps its text in the message and has no parsed body', async () => {
    answer(
      new Response('Bad gateway from the proxy', { status: 502, headers: { 'Content-Type': 'text/plain' } }),
    );
    await expect(apiRequest('GET', '/api/chat')).rejects.toMatchObject({
      message: '502: Bad gateway from the proxy',
      body: undefined,
    });
    answer(new Response('{not json', { status: 500, headers: { 'Content-Type': 'application/json' } }));
    await expect(apiRequest('GET', '/api/chat')).rejects.toMatchObject({
      message: '500: {not json',
      body: undefined,
    });
  });
});

describe('getQueryFn', () => {
  const run = (on401: 'returnNull' | 'throw', queryKey: readonly unknown[]) =>
    getQueryFn({ on401 })({ queryKey, signal: new AbortController().signal, meta: undefined } as never);

  test('GETs the query key joined with slashes, with the cookies, and parses the JSON', async () => {
    answer(json({ reference: 'RNV-2026-0001' }));
    await expect(run('throw', ['/api/orders', 'RNV-2026-0001'])).resolves.toEqual({
      reference: 'RNV-2026-0001',
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/orders/RNV-2026-0001');
    expect(sentInit()).toMatchObject({ credentials: 'include' });
    expect(sentInit().method ?? 'GET').toBe('GET');
  });

  test("a 401 gives null with 'returnNull'", async () => {
    answer(json({ error: 'No autorizado.' }, 401));
    await expect(run('returnNull', ['/api/session'])).resolves.toBeNull();
  });

  test("a 401 throws with 'throw'", async () => {
    answer(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(run('throw', ['/api/session'])).rejects.toMatchObject({
      message: '401: Unauthorized',
      status: 401,
    });
  });

  test("any other non-ok answer throws, even with 'returnNull'", async () => {
    answer(new Response('Algo ha fallado.', { status: 500 }));
    await expect(run('returnNull', ['/api/session'])).rejects.toThrow('500: Algo ha fallado.');
  });
});
