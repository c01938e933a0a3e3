import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { clinicAssistant } from './fisioterapia-nervion/assistant';

/**
 * Fisioterapia Nervión's site as `build.sh` built it from the packed @renueva/ui and
 * @renueva/assistant, served by its own server (dist-server): on a phone, a visitor asks the chat a
 * price, follows it up, and asks for medical advice, which it declines.
 */

const clinic = `http://127.0.0.1:${process.env.CLINIC_PORT ?? 6009}/`;
const conversation = (page: Page) => page.getByRole('log', { name: 'Conversación' });

async function ask(page: Page, question: string) {
  const answers = conversation(page).getByText('Asistente:');
  const before = await answers.count();
  await page.getByRole('textbox', { name: 'Tu pregunta' }).fill(question);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(answers).toHaveCount(before + 1);
  return conversation(page).locator(':scope > *').last();
}

test.describe('at 375 px, by touch', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the chat answers a price, its follow-up and declines medical advice, from the clinic content', async ({
    page,
  }) => {
    await page.goto(clinic);
    await page.getByRole('button', { name: 'Pregúntanos' }).tap();
    await expect(page.getByRole('dialog')).toBeVisible();

    const price = await ask(page, '¿Cuánto cuesta la primera visita?');
    await expect(price).toContainText('45 €');
    await expect(price.getByRole('link', { name: '¿Cuánto cuesta la primera visita?' })).toHaveAttribute(
      'href',
      '#faq-precio-primera-visita',
    );

    await expect(await ask(page, '¿Hacéis masaje descontracturante?')).toContainText('28 €');
    await expect(await ask(page, '¿y hay bono?')).toContainText('5 masajes');

    const medical = await ask(page, '¿Es grave un esguince de muñeca?');
    await expect(medical).toContainText('Eso no puedo valorarlo por aquí');
    await expect(medical.getByRole('link', { name: /Llamar al 954 62 18 47/ })).toHaveAttribute(
      'href',
      'tel:+34954621847',
    );

    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map(({ id }) => id)).toEqual([]);
  });
});

test('every section an answer cites is on the page', async ({ page }) => {
  await page.goto(clinic);
  const anchors = await page.evaluate(() =>
    [...document.querySelectorAll('[id]')].map((element) => `#${element.id}`),
  );
  const cited = clinicAssistant.passages.map((passage) => passage.href);
  const faq = (clinicAssistant.faq ?? []).map((item) => `#${item.id}`);
  expect([...cited, ...faq].filter((href) => !anchors.includes(href))).toEqual([]);
});

test('POST /api/chat refuses what is not a conversation, in Spanish', async ({ request }) => {
  const response = await request.post(`${clinic}api/chat`, { data: { messages: [] } });
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({ error: 'Escribe tu pregunta.' });
});
