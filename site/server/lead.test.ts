import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_MAX_BODY_BYTES } from '../src/schemas/lead';
import { messages } from './messages';
import { leadInput, storedLeadInput } from './test/fixtures';
import { eventually, postJson, startReceiver } from './test/http';
import { startTestServer, storedLeads, type TestServer } from './test/server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
async function started(...args: Parameters<typeof startTestServer>) {
  const server = await startTestServer(...args);
  cleanups.push(() => server.close());
  return server;
}
async function receiver(...args: Parameters<typeof startReceiver>) {
  const started = await startReceiver(...args);
  cleanups.push(started.close);
  return started;
}

describe('POST /api/lead', () => {
  let server: TestServer;
  const submit = (body: unknown, headers?: Record<string, string>) =>
    postJson(`${server.url}/api/lead`, body, headers);
  beforeAll(async () => {
    server = await startTestServer({ LEAD_RATE_LIMIT: '0' });
  });
  afterAll(() => server.close());

  it('stores the lead before answering 201 with its id', async () => {
    const response = await submit(leadInput);
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(UUID);
    expect((await storedLeads(server)).find((lead) => lead.id === id)).toMatchObject(storedLeadInput);
  });

  const oversized = JSON.stringify({ ...leadInput, message: 'x'.repeat(LEAD_MAX_BODY_BYTES) });
  it.each<
    [string, { body: string | ReadableStream; type?: string }, number, string | Record<string, string>]
  >([
    ['malformed JSON', { body: '{"name": "Lucía",' }, 400, messages.malformedJson],
    ['an empty body', { body: '' }, 400, messages.emptyBody],
    ['only whitespace', { body: ' \n ' }, 400, messages.emptyBody],
    ['JSON null', { body: 'null' }, 400, 'Envía los datos del formulario como un objeto JSON.'],
    ['a JSON array', { body: '[]' }, 400, 'Envía los datos del formulario como un objeto JSON.'],
    ['a JSON string', { body: '"hola"' }, 400, 'Envía los datos del formulario como un objeto JSON.'],
    [
      'missing fields',
      { body: '{}' },
      400,
      {
        name: 'Escribe tu nombre.',
        email: 'Escribe tu correo electrónico.',
        phone: 'Escribe tu teléfono.',
        company: 'Escribe el nombre de tu negocio.',
        assistant: 'Elige qué asistente te interesa.',
        acceptPrivacy: 'Necesitamos que aceptes la política de privacidad para contactarte.',
      },
    ],
    [
      'wrong types',
      {
        body: JSON.stringify({
          ...leadInput,
          name: 42,
          acceptPrivacy: 'true',
          assistant: ['chat'],
          message: {},
        }),
      },
      400,
      {
        name: 'Escribe tu nombre.',
        acceptPrivacy: 'Necesitamos que aceptes la política de privacidad para contactarte.',
        assistant: 'Elige qué asistente te interesa.',
        message: 'El mensaje debe ser texto.',
      },
    ],
    [
      'a privacy policy not accepted',
      { body: JSON.stringify({ ...leadInput, acceptPrivacy: false }) },
      400,
      { acceptPrivacy: 'Necesitamos que aceptes la política de privacidad para contactarte.' },
    ],
    [
      'huge strings within the size limit',
      { body: JSON.stringify({ ...leadInput, name: 'a'.repeat(5000), message: 'b'.repeat(9000) }) },
      400,
      {
        name: 'Tu nombre no puede pasar de 100 caracteres.',
        message: 'El mensaje no puede pasar de 2000 caracteres.',
      },
    ],
    [
      'control characters',
      {
        body: JSON.stringify({
          ...leadInput,
          name: 'Lucía\u0000',
          company: 'Bar\u001b[31m',
          message: 'Hola\u0007',
        }),
      },
      400,
      {
        name: 'Tu nombre tiene caracteres no válidos.',
        company: 'El nombre de tu negocio tiene caracteres no válidos.',
        message: 'El mensaje tiene caracteres no válidos.',
      },
    ],
    [
      'an invalid email, phone and website',
      {
        body: JSON.stringify({ ...leadInput, email: 'lucia@', phone: '12', website: 'javascript:alert(1)' }),
      },
      400,
      {
        email: 'Escribe un correo electrónico válido, por ejemplo nombre@empresa.es.',
        phone: 'Escribe un teléfono válido, por ejemplo 612 345 678 o +34 612 345 678.',
        website: 'Escribe una dirección web válida, por ejemplo minegocio.es.',
      },
    ],
    [
      'the form as text/plain',
      { body: JSON.stringify(leadInput), type: 'text/plain' },
      415,
      messages.notJson,
    ],
    [
      'the form URL-encoded',
      { body: new URLSearchParams({ name: 'Lucía' }).toString(), type: 'application/x-www-form-urlencoded' },
      415,
      messages.notJson,
    ],
    ['no content type', { body: JSON.stringify(leadInput), type: '' }, 415, messages.notJson],
    ['a body over the size limit', { body: oversized }, 413, messages.tooLarge(LEAD_MAX_BODY_BYTES)],
    [
      'a body over the size limit, streamed without a length',
      { body: new Blob([oversized]).stream() },
      413,
      messages.tooLarge(LEAD_MAX_BODY_BYTES),
    ],
  ])('answers %s with a 4xx and a JSON error, and stores nothing', async (_, input, status, expected) => {
    const before = (await storedLeads(server)).length;
    const headers: Record<string, string> = {};
    if (input.type !== '') headers['Content-Type'] = input.type ?? 'application/json';
    const response = await fetch(`${server.url}/api/lead`, {
      method: 'POST',
      headers,
      body: input.body,
      ...(input.body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { error: string; fieldErrors?: Record<string, string> };
    if (typeof expected === 'string') {
      expect(body).toEqual({ error: expected });
    } else {
      expect(body).toEqual({ error: messages.invalidFields, fieldErrors: expected });
    }
    expect(await storedLeads(server)).toHaveLength(before);
  });

  it('stores SQL- and HTML-like text exactly as it was sent', async () => {
    const hostile = {
      ...leadInput,
      name: `Robert'); DROP TABLE leads;--`,
      company: '<img src=x onerror="alert(1)"> & Cía',
      message: `<script>alert("hola")</script>\n' OR '1'='1\n{{7*7}} \${7*7} %s 😀`,
    };
    const response = await submit(hostile);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await storedLeads(server)).find((lead) => lead.id === id)).toMatchObject({
      name: hostile.name,
      company: hostile.company,
      message: hostile.message,
    });
  });

  it('answers a filled honeypot like any other lead and keeps it as spam', async () => {
    const response = await submit({ ...leadInput, fax: '+34 910 000 000' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(UUID);
    expect((await storedLeads(server)).find((lead) => lead.id === id)).toMatchObject({ spam: true });
  });

  it('answers the same id for a repeated Idempotency-Key and stores the lead once', async () => {
    const key = crypto.randomUUID();
    const responses = await Promise.all([1, 2, 3].map(() => submit(leadInput, { 'Idempotency-Key': key })));
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201]);
    const ids = new Set(
      await Promise.all(responses.map(async (response) => ((await response.json()) as { id: string }).id)),
    );
    expect(ids.size).toBe(1);
    const [id] = ids;
    expect((await storedLeads(server)).filter((lead) => lead.id === id)).toHaveLength(1);
  });

  it('refuses a repeated Idempotency-Key with other data (422), and a malformed key (400)', async () => {
    const key = crypto.randomUUID();
    expect((await submit(leadInput, { 'Idempotency-Key': key })).status).toBe(201);
    const before = (await storedLeads(server)).length;
    const conflict = await submit({ ...leadInput, name: 'Otra Persona' }, { 'Idempotency-Key': key });
    expect(conflict.status).toBe(422);
    expect(await conflict.json()).toEqual({ error: messages.idempotencyConflict });
    for (const bad of ['con espacios', 'x'.repeat(256)]) {
      const invalid = await submit(leadInput, { 'Idempotency-Key': bad });
      expect(invalid.status).toBe(400);
      expect(await invalid.json()).toEqual({ error: messages.invalidIdempotencyKey });
    }
    expect(await storedLeads(server)).toHaveLength(before);
  });

  it('answers other methods with 405 and unknown API paths with a JSON 404', async () => {
    const get = await fetch(`${server.url}/api/lead`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await get.json()).toEqual({ error: messages.methodNotAllowed });
    const unknown = await postJson(`${server.url}/api/leads`, leadInput);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: messages.apiNotFound });
  });

  it('logs each lead by its id, never the person behind it', async () => {
    const response = await submit(leadInput);
    const { id } = (await response.json()) as { id: string };
    expect(server.logs).toContainEqual(expect.objectContaining({ msg: 'lead saved', leadId: id }));
    const text = server.logText();
    for (const personal of [leadInput.email, leadInput.phone, leadInput.name, leadInput.company]) {
      expect(text).not.toContain(personal);
    }
  });
});

describe('the Idempotency-Key across a restart', () => {
  it('answers the id stored before the restart and stores nothing new', async () => {
    const first = await startTestServer();
    const key = crypto.randomUUID();
    const before = (await (
      await postJson(`${first.url}/api/lead`, leadInput, { 'Idempotency-Key': key })
    ).json()) as {
      id: string;
    };
    await first.close();
    const second = await started({ DATA_DIR: first.config.dataDir });
    const after = await postJson(`${second.url}/api/lead`, leadInput, { 'Idempotency-Key': key });
    expect(after.status).toBe(201);
    expect(await after.json()).toEqual(before);
    expect(await storedLeads(second)).toHaveLength(1);
  });
});

describe('the rate limit', () => {
  it('answers 429 with Retry-After once a client passes LEAD_RATE_LIMIT requests in a minute', async () => {
    const server = await started({ LEAD_RATE_LIMIT: '2', CHECKOUT_RATE_LIMIT: '1' });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await postJson(`${server.url}/api/lead`, leadInput)).status);
    expect(statuses).toEqual([201, 201, 429]);
    const limited = await postJson(`${server.url}/api/lead`, leadInput);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual({ error: messages.rateLimited(retryAfter) });
    expect(await storedLeads(server)).toHaveLength(2);
    // The checkout counts on its own.
    expect((await postJson(`${server.url}/api/checkout`, {})).status).toBe(400);
    expect((await postJson(`${server.url}/api/checkout`, {})).status).toBe(429);
  });
});

describe('delivery to LEAD_WEBHOOK_URL', () => {
  const fast = (config: { outbox: { pollMs: number; retryBaseMs: number } }) => {
    config.outbox.pollMs = 50;
    config.outbox.retryBaseMs = 100;
  };

  it('posts each lead to the webhook and retries with backoff after a failure', async () => {
    const webhook = await receiver((_, index) => ({ status: index === 0 ? 500 : 204 }));
    const server = await started({ LEAD_WEBHOOK_URL: `${webhook.url}/leads` }, fast);
    const response = await postJson(`${server.url}/api/lead`, leadInput);
    const { id } = (await response.json()) as { id: string };

    const [stored] = await eventually(async () => {
      const leads = await storedLeads(server);
      expect(leads[0]?.deliveredAt).not.toBeNull();
      return leads;
    });
    expect(webhook.received).toHaveLength(2);
    for (const request of webhook.received) {
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['idempotency-key']).toBe(id);
      expect(JSON.parse(request.body)).toEqual({
        event: 'lead.created',
        id,
        createdAt: stored?.createdAt,
        name: leadInput.name,
        email: leadInput.email,
        phone: leadInput.phone,
        company: leadInput.company,
        website: 'https://panaderialucia.es',
        assistant: 'voice',
        message: leadInput.message,
        text: `Nueva solicitud de demo de ${leadInput.name} (${leadInput.company}). Le interesa: Asistente de voz. ${leadInput.email} · ${leadInput.phone}`,
      });
    }
    expect(server.logs).toContainEqual(
      expect.objectContaining({
        msg: 'notification delivery failed',
        leadId: id,
        channel: 'webhook',
        attempt: 1,
        reason: 'the webhook answered HTTP 500',
      }),
    );
    expect(server.logs).toContainEqual(
      expect.objectContaining({ msg: 'notification delivered', leadId: id, channel: 'webhook', attempt: 2 }),
    );
  });

  it('never delivers spam', async () => {
    const webhook = await receiver(() => ({ status: 200 }));
    const server = await started({ LEAD_WEBHOOK_URL: webhook.url }, fast);
    await postJson(`${server.url}/api/lead`, { ...leadInput, name: 'Bot', fax: 'spam' });
    const real = (await (await postJson(`${server.url}/api/lead`, leadInput)).json()) as { id: string };
    await eventually(() => expect(webhook.received).toHaveLength(1));
    expect(JSON.parse(webhook.received[0]?.body ?? '{}')).toMatchObject({
      id: real.id,
      name: leadInput.name,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(webhook.received).toHaveLength(1);
  });

  it('keeps the queue across a restart and delivers it once a webhook is set', async () => {
    const withoutWebhook = await startTestServer();
    const { id } = (await (await postJson(`${withoutWebhook.url}/api/lead`, leadInput)).json()) as {
      id: string;
    };
    await withoutWebhook.close();

    const webhook = await receiver(() => ({ status: 200 }));
    const server = await started(
      { DATA_DIR: withoutWebhook.config.dataDir, LEAD_WEBHOOK_URL: webhook.url },
      fast,
    );
    await eventually(() => expect(webhook.received).toHaveLength(1));
    expect(JSON.parse(webhook.received[0]?.body ?? '{}')).toMatchObject({ id });
    await eventually(async () => expect((await storedLeads(server))[0]?.deliveredAt).not.toBeNull());
  });
});
