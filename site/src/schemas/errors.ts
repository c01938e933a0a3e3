import type { z } from 'zod';

/** The first message for each invalid field, keyed by field name: what a 400 answer and a form show. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'body');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Every 4xx/5xx answer of the API: a Spanish message and, for 400, the message of each invalid field. */
export interface ApiErrorBody {
  error: string;
  fieldErrors?: Record<string, string>;
}
