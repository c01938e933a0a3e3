import { expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FAQ } from './FAQ';

const items = [
  { id: 'plazos', question: '¿Cuánto tardáis?', answer: <p>Entre 2 y 4 semanas.</p> },
  { id: 'pagos', question: '¿Puedo pagar a plazos?', answer: <p>Sí, en 3 pagos sin intereses.</p> },
];

// Enter and Space on a focused question, pressed with the browser's own keyboard: a summary's
// toggling is the platform's, which script-made key events (the stories' userEvent) do not reach.
it('Enter and Space on a focused question open and close its answer', async () => {
  await render(<FAQ items={items} />);
  const first = page.getByText('Entre 2 y 4 semanas.');
  await userEvent.keyboard('{Tab}');
  await userEvent.keyboard('{Enter}');
  await expect.element(first).toBeVisible();
  await userEvent.keyboard('{Enter}');
  await expect.element(first).not.toBeVisible();
  await userEvent.keyboard('{Tab}');
  await userEvent.keyboard(' ');
  await expect.element(page.getByText('Sí, en 3 pagos sin intereses.')).toBeVisible();
});
