import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_FORM_ACTION, LEAD_SENT_PATH } from '../src/lead/addresses';
import { LEAD_MAX_BODY_BYTES } from '../src/schemas/lead';
import { messages } from './messages';
import { leadInput, storedLeadInput } from './test/fixtures';
import { startTestServer, storedLeads, type TestServer } from './test/server';

/** The lead form's fields as a browser posts them without JavaScript. */
const formFields = {
  ...leadInput,
  acceptPrivacy: 'true',
  // The honeypot is in the form, empty.
  fax: '',
};

describe(`POST ${LEAD_FORM_ACTION}: the lead form without JavaScript`, () => {
  let server: TestServer;
  // No type: fetch sets a FormData's own (multipart, with its boundary).
  const post = (body: BodyInit, type: string | null = 'application/x-www-form-urlencoded') =>
    fetch(`${server.url}${LEAD_FORM_ACTION}`, {
      method: 'POST',
      headers: type ? { 'Content-Type': type } : {},
      body,
      redirect: 'manual',
    });
  beforeAll(async () => {
    server = await startTestServer({ LEAD_RATE_LIMIT: '0' });
  });
  afterAll(() => server.close());

  it('stores the lead as /api/lead does and sends the browser to the thank-you page', async () => {
    const response = await post(new URLSearchParams(formFields).toString());
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(LEAD_SENT_PATH);
    expect((await storedLeads(server)).find((lead) => lead.email === leadInput.email)).toMatchObject(
      storedLeadInput,
    );
  });

  it('takes a multipart form too', async () => {
    const data = new FormData();
    for (const [key, value] of Object.entries({ ...formFields, email: 'multipart@panaderialucia.es' }))
      data.set(key, value);
    const response = await post(data, null);
    expect(response.status).toBe(303);
    expect((await storedLeads(server)).some((lead) => lead.email === 'multipart@panaderialucia.es')).toBe(
      true,
    );
  });

  it.each<[string, { body: string; type?: string }, number, string[]]>([
    [
      'missing fields',
      { body: new URLSearchParams({ name: 'L' }).toString() },
      400,
      [
        'Escribe tu correo electrónico.',
        'Necesitamos que aceptes la política de privacidad para contactarte.',
      ],
    ],
    ['JSON', { body: JSON.stringify(leadInput), type: 'application/json' }, 415, [messages.emptyBody]],
    [
      'a body over the size limit',
      { body: new URLSearchParams({ ...formFields, message: 'x'.repeat(LEAD_MAX_BODY_BYTES) }).toString() },
      413,
      [messages.tooLarge(LEAD_MAX_BODY_BYTES)],
    ],
  ])(
    'answers %s with a page that says what to correct, and stores nothing',
    async (_, input, status, said) => {
      const before = (await storedLeads(server)).length;
      const response = await post(input.body, input.type);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const page = await response.text();
      expect(page).toContain('<h1>Revisa tu solicitud</h1>');
      for (const sentence of said) expect(page).toContain(sentence);
      expect(await storedLeads(server)).toHaveLength(before);
    },
  );
});

it('answers a client over its rate limit with a page and Retry-After', async () => {
  const server = await startTestServer({ LEAD_RATE_LIMIT: '1' });
  try {
    const post = () =>
      fetch(`${server.url}${LEAD_FORM_ACTION}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(formFields).toString(),
        redirect: 'manual',
      });
    expect((await post()).status).toBe(303);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toContain('Has hecho demasiados envíos seguidos.');
  } finally {
    await server.close();
  }
});
