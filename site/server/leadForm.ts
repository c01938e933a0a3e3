import { Hono } from 'hono';
import { LEAD_FORM_ACTION, LEAD_SENT_PATH } from '../src/lead/addresses';
import { fieldErrors } from '../src/schemas/errors';
import { LEAD_MAX_BODY_BYTES, leadFromForm, leadSchema } from '../src/schemas/lead';
import { type ApiDependencies, clientAddressOf, idempotency, storeLead } from './api';
import { limitBody } from './bodyLimit';
import { messages } from './messages';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The answer to a plain form that could not be stored: a short page in the site's words, what to
 * correct, and the way back (the browser keeps what was typed in the form it goes back to).
 */
function problemPage(
  status: 400 | 413 | 415 | 429,
  problems: string[],
  headers: Record<string, string> = {},
) {
  const items = problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('');
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Revisa tu solicitud · Renueva</title></head>
<body><main><h1>Revisa tu solicitud</h1><p>No hemos podido guardar tu solicitud de demo:</p><ul>${items}</ul>
<p><a href="/#demo">Vuelve al formulario</a> y envíala de nuevo.</p></main></body></html>`;
  return new Response(html, { status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
}

/**
 * POST LEAD_FORM_ACTION: the demo request sent by the lead form as a plain form, before its code
 * runs or without JavaScript (progressive enhancement). Checked with the same schema and stored as
 * POST /api/lead stores it; answered with a redirect to the thank-you page (303, so a reload does
 * not send it again), or with a page that says what to correct.
 */
export function createLeadForm({ storage, config, logger, outbox, rateLimits }: ApiDependencies) {
  const app = new Hono();
  const limiter = rateLimits.limiter('lead-form', config.leadRateLimit);
  const clientAddress = clientAddressOf(config);
  app.post(
    LEAD_FORM_ACTION,
    async (c, next) => {
      const retryAfter = await limiter(clientAddress(c));
      if (retryAfter === null) return next();
      return problemPage(429, [messages.rateLimited(retryAfter)], { 'Retry-After': String(retryAfter) });
    },
    async (c, next) => {
      const type = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase() ?? '';
      if (!FORM_TYPES.includes(type)) return problemPage(415, [messages.emptyBody]);
      await next();
    },
    limitBody(LEAD_MAX_BODY_BYTES, () => problemPage(413, [messages.tooLarge(LEAD_MAX_BODY_BYTES)])),
    async (c) => {
      let data: FormData;
      try {
        data = await c.req.formData();
      } catch {
        return problemPage(400, [messages.emptyBody]);
      }
      const parsed = leadSchema.safeParse(leadFromForm(data));
      if (!parsed.success) return problemPage(400, Object.values(fieldErrors(parsed.error)));
      await storeLead({ storage, outbox, logger }, parsed.data, idempotency(null, parsed.data));
      return c.redirect(LEAD_SENT_PATH, 303);
    },
  );
  return app;
}
