import type { Page } from '@playwright/test';
import { instalmentAmount } from '@renueva/ui/format';
import { avatarTranscript, avatarVideo } from '../src/content/avatar';
import { offer } from '../src/content/offer';
import { deviceStorage } from '../src/content/storage';
import type { ChatAnswer } from '../src/schemas/chat';
import { finishSpeaking, hear, recorded, withFakeSpeech } from './fakeSpeech';
import {
  ask,
  axeViolations,
  expect,
  field,
  launcher,
  launcherAppears,
  log,
  openChat,
  panel,
  pressInAssistant,
  test,
} from './fixtures';

/** A stored consent record; `functional` decides whether the conversation may be kept. */
async function withConsent(page: Page, { functional }: { functional: boolean }) {
  await page.addInitScript(
    ({ key, functional }) => {
      // Only once per tab: a test that changes its choice keeps it across reloads.
      if (window.sessionStorage.getItem('e2e-consent-set')) return;
      window.sessionStorage.setItem('e2e-consent-set', '1');
      window.localStorage.setItem(
        key,
        JSON.stringify({
          preferences: { necessary: true, analytics: false, marketing: false, functional },
          timestamp: new Date().toISOString(),
          version: '1.0',
        }),
      );
    },
    { key: deviceStorage.consent.key, functional },
  );
}

const stored = (page: Page) =>
  page.evaluate((key) => window.sessionStorage.getItem(key), deviceStorage.chat.key);

/** Answers /api/chat with `answer`, streamed word by word as server-sent events when asked to. */
async function answerWith(page: Page, answer: ChatAnswer) {
  await page.route('**/api/chat', async (route) => {
    if (!route.request().headers().accept?.includes('text/event-stream'))
      return route.fulfill({ json: answer });
    const { answer: text, ...done } = answer;
    const events = [
      ...text.split(/(?<= )/).map((piece) => ['delta', { text: piece }] as const),
      ['done', done] as const,
    ];
    await route.fulfill({
      contentType: 'text/event-stream',
      body: events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join(''),
    });
  });
}

test.describe('the chat assistant', () => {
  /** The page's clock paused from the start: only the test moves it on. */
  async function pauseClock(page: Page) {
    const start = new Date('2026-11-25T10:00:00+01:00').getTime();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
  }

  test('its launcher comes 3 s after the page is shown, not before', async ({ page }) => {
    await withConsent(page, { functional: false });
    await pauseClock(page);
    await page.goto('/');
    // To 100 ms short of 3 s on the page's own clock, wherever it stands after the load.
    const elapsed = await page.evaluate(() => performance.now());
    await page.clock.runFor(Math.max(0, Math.round(2900 - elapsed)));
    // Whatever a shorter wait would have fetched and rendered has had its (real) time.
    await page.waitForLoadState('networkidle');
    await expect(launcher(page)).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(launcher(page)).toBeVisible(launcherAppears);
  });

  test('a scroll brings its launcher at once, without waiting 3 s', async ({ page }) => {
    await withConsent(page, { functional: false });
    await pauseClock(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(launcher(page)).toHaveCount(0);
    await page.evaluate(() => window.scrollBy(0, 400));
    // The clock stays where the page started: no time has passed for it.
    await expect(launcher(page)).toBeVisible(launcherAppears);
  });

  test('answers a question about the price with 999 € and its source', async ({ page, consoleErrors }) => {
    await withConsent(page, { functional: false });
    await page.goto('/');
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false', launcherAppears);
    await openChat(page);
    await expect(log(page)).toHaveAttribute('aria-live', 'polite');
    await panel(page).getByRole('button', { name: '¿Cuánto cuesta?' }).click();
    await expect(log(page)).toContainText('Tú: ¿Cuánto cuesta?');
    const answer = log(page)
      .locator('p')
      .filter({ hasText: /^Asistente:/ })
      .last();
    await expect(answer).toContainText(/999\s€/);
    const source = log(page).getByRole('link').first();
    await expect(source).toHaveAttribute('href', /^\/.*#/);
    expect(consoleErrors).toEqual([]);
  });

  test('follows a conversation: a follow-up takes its subject from the turn before, a new topic starts afresh', async ({
    page,
  }) => {
    await withConsent(page, { functional: false });
    await page.goto('/');
    await openChat(page);
    const answers = log(page)
      .locator('p')
      .filter({ hasText: /^Asistente:/ });
    await ask(page, '¿Qué incluye el mantenimiento?');
    await expect(answers).toHaveCount(1);
    await expect(answers.last()).toContainText('copias de seguridad');
    // '¿y cuánto vale?' asks the price of the maintenance, not of the website.
    await ask(page, 'y cuanto vale?');
    await expect(answers).toHaveCount(2);
    await expect(answers.last()).toContainText(/149\s€ al mes/);
    await expect(answers.last()).not.toContainText('999');
    await ask(page, '¿y la web cuánto tardáis en tenerla?');
    await expect(answers).toHaveCount(3);
    await expect(answers.last()).toContainText('semanas');
    await expect(answers.last()).not.toContainText('149');
  });

  test('with functional cookies, keeps the conversation when the visitor moves to another page', async ({
    page,
  }) => {
    await withConsent(page, { functional: true });
    await page.goto('/');
    await openChat(page);
    await ask(page, '¿Cuánto se tarda?');
    await expect(log(page)).toContainText(/Asistente: .*semanas/);
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
    await page.locator('footer').getByRole('link', { name: 'Oferta especial' }).click();
    await expect(page).toHaveURL(/\/oferta-especial$/);
    await launcher(page).click();
    await expect(log(page)).toContainText('Tú: ¿Cuánto se tarda?');
    await expect(log(page)).toContainText(/Asistente: .*semanas/);
  });

  test('with functional cookies the conversation is kept in session storage, and removed when they are refused', async ({
    page,
  }) => {
    await withConsent(page, { functional: true });
    await page.goto('/');
    await openChat(page);
    await ask(page, '¿Cuánto cuesta?');
    await expect(log(page)).toContainText(/999\s€/);
    await expect.poll(() => stored(page)).toContain('¿Cuánto cuesta?');

    // A new page load in the same tab takes it back.
    await page.reload();
    await launcher(page).click();
    await expect(log(page)).toContainText('Tú: ¿Cuánto cuesta?');

    // The visitor refuses functional cookies (here in another tab, which this page follows).
    const otherTab = await page.context().newPage();
    await otherTab.goto('/legal/cookies');
    await otherTab.evaluate((key) => {
      const record = JSON.parse(window.localStorage.getItem(key) ?? '{}');
      record.preferences.functional = false;
      window.localStorage.setItem(key, JSON.stringify(record));
    }, deviceStorage.consent.key);
    await expect.poll(() => stored(page)).toBeNull();
    // The conversation itself stays on the page.
    await expect(log(page)).toContainText('Tú: ¿Cuánto cuesta?');
  });

  test('without functional cookies nothing is stored', async ({ page }) => {
    await withConsent(page, { functional: false });
    await page.goto('/');
    await openChat(page);
    await ask(page, '¿Cuánto cuesta?');
    await expect(log(page)).toContainText(/999\s€/);
    expect(await page.evaluate(() => window.sessionStorage.length)).toBe(1); // the test's own marker
    expect(await stored(page)).toBeNull();
  });

  test('a failed answer shows a toast and keeps the question in the field', async ({
    page,
    consoleErrors,
  }) => {
    await withConsent(page, { functional: false });
    await page.route('**/api/chat', (route) =>
      route.fulfill({ status: 503, json: { error: 'El asistente no está disponible.' } }),
    );
    await page.goto('/');
    await openChat(page);
    await ask(page, '¿Hacéis tiendas online?');
    await expect(page.getByRole('alert')).toContainText('No hemos podido responder');
    await expect(field(page)).toHaveValue('¿Hacéis tiendas online?');
    await expect(log(page)).not.toContainText('¿Hacéis tiendas online?');
    expect(consoleErrors.filter((error) => !error.includes('status of 503'))).toEqual([]);
  });

  test('streams an answer, then offers its next step: the demo opens the lead form', async ({ page }) => {
    await withConsent(page, { functional: false });
    await answerWith(page, {
      answer:
        'La demo es gratis y sin compromiso: en 7 días tienes tu web nueva con el asistente funcionando.',
      sources: [{ title: 'Cómo funciona', href: '/#como-funciona' }],
      action: { kind: 'demo', label: 'Solicitar demo' },
      answered: true,
      suggestions: ['¿Cuánto cuesta?'],
    });
    await page.goto('/');
    await openChat(page);
    await ask(page, 'Quiero la demo');
    await expect(log(page)).toContainText('Asistente: La demo es gratis y sin compromiso: en 7 días');
    await expect(panel(page).getByRole('button', { name: '¿Cuánto cuesta?' })).toBeVisible();
    await log(page).getByRole('button', { name: 'Solicitar demo' }).click();
    await expect(page.getByRole('dialog', { name: 'Solicita tu demo gratuita' })).toBeVisible();
  });
});

/** The assistant's question back, when a message could mean several things. */
const askedBack = /te refieres a/i;
const replies = (page: Page) =>
  log(page)
    .locator('p')
    .filter({ hasText: /^Asistente:/ });
const suggested = (page: Page) => panel(page).getByRole('group', { name: 'Preguntas sugeridas' });
const option = (page: Page, text: string) => suggested(page).getByRole('button', { name: text, exact: true });

/**
 * Sends `message` from the field and, once the widget has its answer, what the real engine replied:
 * whether it answered, and the questions it offers, in order. The widget's own request is asked
 * again as JSON: Chromium hands a test the body of an event stream (sent without a charset) decoded
 * byte by byte, which garbles every accented letter.
 */
async function askAndRead(page: Page, message: string): Promise<ChatAnswer> {
  const response = page.waitForResponse(
    (response) => response.url().endsWith('/api/chat') && response.request().method() === 'POST',
  );
  await ask(page, message);
  const { messages } = (await response).request().postDataJSON();
  const again = await page.request.post('/api/chat', { data: { messages } });
  expect(again.ok()).toBe(true);
  return again.json();
}

/** Which of the reply's options mentions `topic`: picked by its text, not its place. */
function optionAbout(reply: ChatAnswer, topic: RegExp) {
  const found = reply.suggestions.find((text) => topic.test(text));
  if (!found) throw new Error(`No option about ${topic} in ${JSON.stringify(reply.suggestions)}`);
  return found;
}

// The offline engine (no mocked /api/chat): a vague message gets 2-3 questions back as options.
test.describe('a question back', () => {
  test('a vague message gets its options as buttons; tapping one answers it and the options go', async ({
    page,
    consoleErrors,
  }) => {
    await withConsent(page, { functional: false });
    await page.goto('/');
    await openChat(page);
    const reply = await askAndRead(page, 'que pasa con lo del pago');
    expect(reply.answered).toBe(false);
    expect(reply.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(reply.suggestions.length).toBeLessThanOrEqual(3);
    await expect(replies(page)).toHaveCount(1);
    await expect(replies(page).last()).toContainText(askedBack);
    // Every option, in the reply's order, is a button of the suggestions group, and nothing else is.
    await expect(suggested(page).getByRole('button')).toHaveText(reply.suggestions);

    const instalments = optionAbout(reply, /plazos/i);
    const answered = page.waitForResponse('**/api/chat');
    await option(page, instalments).click();
    expect((await answered).request().postDataJSON().messages.at(-1)).toEqual({
      role: 'user',
      content: instalments,
    });
    await expect(log(page)).toContainText(`Tú: ${instalments}`);
    await expect(replies(page)).toHaveCount(2);
    // The site's price in instalments: 999 € in 3 payments of 333 €.
    const amount = instalmentAmount(offer.plan.setupPrice, offer.instalments);
    await expect(replies(page).last()).toContainText(new RegExp(`${amount}\\s€`));
    await expect(replies(page).last()).not.toContainText(askedBack);
    // The options gave way to the answer's own follow-ups; focus waits in the field.
    for (const text of reply.suggestions) await expect(option(page, text)).toHaveCount(0);
    await expect(suggested(page).getByRole('button').first()).toBeVisible();
    await expect(field(page)).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('by keyboard: the question back is announced, Shift+Tab from the field reaches each named option, Enter answers one', async ({
    page,
  }) => {
    await withConsent(page, { functional: false });
    await page.goto('/');
    await openChat(page);
    const reply = await askAndRead(page, 'el mantenimiento?');
    expect(reply.answered).toBe(false);
    // Announced: it joins the conversation, a polite live log that screen readers read out as it grows.
    await expect(log(page)).toHaveAttribute('aria-live', 'polite');
    await expect(replies(page).last()).toContainText(askedBack);
    await expect(suggested(page)).toHaveAccessibleName('Preguntas sugeridas');
    await expect(field(page)).toBeFocused();

    // The options are the stops just before the field: Shift+Tab goes through them from the last.
    for (const text of reply.suggestions.toReversed()) {
      await page.keyboard.press('Shift+Tab');
      await expect(option(page, text)).toBeFocused();
      await expect(option(page, text)).toHaveAccessibleName(text);
    }
    // Focus is on the first option: Tab goes forward to the one about what the maintenance includes.
    const includes = optionAbout(reply, /incluye/i);
    for (let stop = 0; stop < reply.suggestions.indexOf(includes); stop++) await page.keyboard.press('Tab');
    await expect(option(page, includes)).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(log(page)).toContainText(`Tú: ${includes}`);
    await expect(replies(page)).toHaveCount(2);
    // What the maintenance includes, among it the backups.
    await expect(replies(page).last()).toContainText('copias de seguridad');
    await expect(replies(page).last()).not.toContainText(askedBack);
    // Focus is not lost with the options: it waits in the field for the next question.
    await expect(field(page)).toBeFocused();
  });

  test('axe finds no violation with the question back and its options showing', async ({ page }) => {
    test.slow();
    await withConsent(page, { functional: false });
    await page.goto('/');
    await openChat(page);
    const reply = await askAndRead(page, 'que pasa con lo del pago');
    await expect(replies(page).last()).toContainText(askedBack);
    await expect(suggested(page).getByRole('button')).toHaveText(reply.suggestions);
    expect(await axeViolations(page)).toEqual([]);
  });
});

/** The voice assistant's state as screen readers hear it. */
const announced = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.describe('the voice assistant', () => {
  const micButton = (page: Page) => page.getByRole('button', { name: 'Preguntar por voz' });

  test('listens in Spanish, sends what it heard and reads the answer aloud with a Spanish voice', async ({
    page,
    consoleErrors,
  }) => {
    await withConsent(page, { functional: false });
    await withFakeSpeech(page);
    await page.goto('/');
    await pressInAssistant(page, 'Preguntar por voz');
    // The voice takes over from the chat: its card and stop button show beside the launcher.
    await expect(panel(page)).toBeHidden();
    await expect(micButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(announced(page, 'Te escucho…')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Detener' })).toBeVisible();
    expect((await recorded(page)).recognitions).toEqual([{ lang: 'es-ES', interimResults: true }]);

    await hear(page, '¿Cuánto', false);
    await expect(page.getByText('«¿Cuánto»')).toBeVisible();
    const request = page.waitForRequest('**/api/chat');
    await hear(page, '¿Cuánto cuesta la web?', true);
    const sent = await request;
    expect(sent.headers().accept).toBe('application/json');
    expect(sent.postDataJSON().messages.at(-1)).toEqual({ role: 'user', content: '¿Cuánto cuesta la web?' });

    await expect(announced(page, 'Respondiendo…')).toHaveCount(1);
    const [spoken] = (await recorded(page)).spoken;
    expect(spoken?.text).toMatch(/999\s€/);
    expect(spoken).toMatchObject({ lang: 'es-ES', voice: 'Mónica' });
    // Shown as it is read out (the FAQ and the closed chat hold the same words, hidden).
    await expect(page.getByText(spoken?.text ?? '').filter({ visible: true })).toHaveCount(1);

    await finishSpeaking(page);
    await expect(announced(page, 'Respondiendo…')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Detener' })).toBeHidden();
    // Done, it leaves one control over the page again: the launcher.
    await expect(micButton(page)).toHaveCount(0);
    // The exchange is in the chat too.
    await launcher(page).click();
    await expect(log(page)).toContainText('Tú: ¿Cuánto cuesta la web?');
    expect(consoleErrors).toEqual([]);
  });

  test('the stop button ends listening and stops the voice', async ({ page }) => {
    await withConsent(page, { functional: false });
    await withFakeSpeech(page);
    await page.goto('/');
    await pressInAssistant(page, 'Preguntar por voz');
    await hear(page, '¿Cuánto cuesta la web?', true);
    await expect(announced(page, 'Respondiendo…')).toHaveCount(1);
    await page.getByRole('button', { name: 'Detener' }).click();
    await expect(announced(page, 'Respondiendo…')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Detener' })).toBeHidden();
    expect((await recorded(page)).cancelled).toBeGreaterThan(0);
    await expect(launcher(page)).toBeFocused();
  });

  test('without speech recognition it says so and opens the text chat', async ({ page }) => {
    await withConsent(page, { functional: false });
    await page.addInitScript(() => {
      for (const name of ['SpeechRecognition', 'webkitSpeechRecognition'])
        Object.defineProperty(window, name, { configurable: true, value: undefined });
    });
    await page.goto('/');
    await pressInAssistant(page, 'Preguntar por voz');
    await expect(panel(page)).toBeVisible();
    await expect(panel(page)).toContainText('Tu navegador no permite hablar con el asistente');
    await expect(field(page)).toBeFocused();
    await expect(field(page)).toHaveAccessibleDescription(/Escríbeme tu pregunta aquí/);
  });

  test('a blocked microphone is explained, with the text chat as a way out', async ({ page }) => {
    await withConsent(page, { functional: false });
    await withFakeSpeech(page, { deny: 'not-allowed' });
    await page.goto('/');
    await pressInAssistant(page, 'Preguntar por voz');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Tu navegador no nos deja usar el micrófono');
    await expect(alert).toContainText('activa «Micrófono»');
    await expect(micButton(page)).toHaveAttribute('aria-pressed', 'false');
    await alert.getByRole('button', { name: 'Escribir en el chat' }).click();
    await expect(panel(page)).toBeVisible();
    await expect(field(page)).toBeFocused();
  });
});

test.describe('the avatar assistant', () => {
  test('opens a video with captions, what it includes and its transcript, and closes', async ({ page }) => {
    await withConsent(page, { functional: false });
    await page.goto('/');
    await pressInAssistant(page, 'Ver el asistente con avatar');
    const button = panel(page).getByRole('button', { name: 'Ver el asistente con avatar' });
    const overlay = page.getByRole('dialog', { name: avatarVideo.title });
    await expect(overlay).toBeVisible();
    const track = overlay.locator('video track');
    await expect(track).toHaveAttribute('kind', 'captions');
    await expect(track).toHaveAttribute('src', avatarVideo.captions);
    await expect(overlay.getByRole('heading', { name: 'Asistente con avatar en vídeo' })).toBeVisible();
    await expect(overlay).toContainText('Inversión alta');
    await expect(overlay).toContainText('Sin métricas de uso');
    const transcript = overlay.getByRole('region', { name: 'Transcripción del vídeo' });
    for (const line of avatarTranscript) await expect(transcript).toContainText(line);
    await overlay.getByRole('button', { name: 'Cerrar el vídeo' }).click();
    await expect(overlay).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("'Solicitar demo' closes the video and opens the lead form", async ({ page }) => {
    await withConsent(page, { functional: false });
    await page.goto('/');
    await pressInAssistant(page, 'Ver el asistente con avatar');
    const overlay = page.getByRole('dialog', { name: avatarVideo.title });
    await overlay.getByRole('button', { name: 'Solicitar demo' }).click();
    await expect(overlay).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Solicita tu demo gratuita' })).toBeVisible();
  });
});
