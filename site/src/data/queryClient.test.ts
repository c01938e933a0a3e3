import { afterEach, expect, test, vi } from 'vitest';
import { queryClient } from './queryClient';

const fetchMock = vi.fn<typeof fetch>();
const answer = (make: () => Response) => {
  fetchMock.mockImplementation(async () => make());
  vi.stubGlobal('fetch', fetchMock);
};

afterEach(() => {
  vi.useRealTimers();
  queryClient.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

test('a query without its own function GETs its joined key, and its result never goes stale', async () => {
  answer(() => Response.json({ open: true }));
  await expect(queryClient.fetchQuery({ queryKey: ['/api/status', 'today'] })).resolves.toEqual({
    open: true,
  });
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/status/today');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 365 * 24 * 3600 * 1000);
  await expect(queryClient.fetchQuery({ queryKey: ['/api/status', 'today'] })).resolves.toEqual({
    open: true,
  });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('by default a 401 is an error, not an empty result', async () => {
  answer(() => new Response('', { status: 401, statusText: 'Unauthorized' }));
  await expect(queryClient.fetchQuery({ queryKey: ['/api/session'] })).rejects.toThrow('401: Unauthorized');
});

// TanStack Query never retries outside a browser, so retries cannot be watched here: the options are checked.
test('queries and mutations are never retried, never refetched on window focus and never polled', () => {
  expect(queryClient.defaultQueryOptions({ queryKey: ['/api/status'] })).toMatchObject({
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: false,
  });
  expect(queryClient.defaultMutationOptions({})).toMatchObject({ retry: false });
});
