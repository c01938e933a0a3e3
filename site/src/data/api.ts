/**
 * How the site calls its server (SPEC §7, §8): JSON in and out, cookies always included, and any non-ok
 * answer raised as an ApiError whose message is `status: body text` (the status text when the body is empty).
 */
import type { QueryFunction } from '@tanstack/react-query';
import { z } from '../schemas/zod';

const fieldErrorsSchema = z.object({ fieldErrors: z.record(z.string(), z.string()) });

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    /** The answer's body, parsed, when it is JSON (the API's `{ error, fieldErrors? }`); otherwise undefined. */
    readonly body: unknown,
  ) {
    super(message);
  }

  /** The message of each invalid field of a 400 answer, keyed by field name; empty when there are none. */
  get fieldErrors(): Record<string, string> {
    return fieldErrorsSchema.safeParse(this.body).data?.fieldErrors ?? {};
  }
}

function parseJsonBody(response: Response, text: string): unknown {
  if (!/[/+]json\b/.test(response.headers.get('content-type') ?? '')) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // Claims to be JSON but is not: the message still carries the text.
  }
}

async function throwIfNotOk(response: Response) {
  if (response.ok) return;
  const text = await response.text();
  throw new ApiError(
    response.status,
    `${response.status}: ${text || response.statusText}`,
    parseJsonBody(response, text),
  );
}

/**
 * Sends `body` as JSON (with its content type only when there is a body), and `headers` such as an
 * Idempotency-Key, always with the cookies; returns the Response when it is ok, otherwise throws an ApiError.
 */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  await throwIfNotOk(response);
  return response;
}

/**
 * A query function that GETs the query key's segments joined with '/' (['/api/orders', 'RNV-1'] →
 * '/api/orders/RNV-1') and parses the JSON answer. On 401 it returns null or throws, as `on401` says.
 */
export function getQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
