/**
 * Fisioterapia Nervión's server: the built page (dist/) and its assistant's POST /api/chat, from
 * the packed @renueva/assistant. `PORT` (3100) and `HOST` (127.0.0.1) say where it listens;
 * `CHAT_RATE_LIMIT` how many questions a client may ask a minute (20; 0 switches it off), as the
 * Renueva site's server reads it.
 */
import { fileURLToPath } from 'node:url';
import { type HttpBindings, serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { answerChat, CHAT_MAX_BODY_BYTES, createAssistant } from '@renueva/assistant';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { clinicAssistant, clinicPolicy } from '../assistant';

/** A whole number of at least 0 from the environment, or the default when it is unset or empty. */
function count(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number (0 or more), not '${value}'`);
  return Number(value);
}

const port = count('PORT', 3100);
const hostname = process.env.HOST || '127.0.0.1';
const perMinute = count('CHAT_RATE_LIMIT', 20);
const root = fileURLToPath(new URL('../dist', import.meta.url));

const assistant = createAssistant(clinicAssistant, clinicPolicy);
const limiter = perMinute > 0 ? new RateLimiterMemory({ points: perMinute, duration: 60 }) : undefined;

const app = new Hono<{ Bindings: HttpBindings }>();

app.post(
  '/api/chat',
  bodyLimit({
    maxSize: CHAT_MAX_BODY_BYTES,
    onError: (c) => c.json({ error: 'La conversación es demasiado larga.' }, 413),
  }),
  async (c) => {
    if (limiter) {
      const address = c.env.incoming.socket.remoteAddress ?? 'unknown';
      try {
        await limiter.consume(address);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        c.header('Retry-After', String(Math.ceil(error.msBeforeNext / 1000)));
        return c.json(
          { error: 'Has hecho muchas preguntas seguidas: espera un momento y vuelve a probar.' },
          429,
        );
      }
    }
    const { status, body } = answerChat(assistant, await c.req.json().catch(() => undefined));
    return c.json(body, status);
  },
);
app.all('/api/*', (c) => c.json({ error: 'Esta dirección no existe.' }, 404));
app.use('/*', serveStatic({ root }));
app.notFound((c) => c.text('Esta página no existe.', 404));

serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`Fisioterapia Nervión on http://${hostname}:${info.port}`);
});
