import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FAQ } from './FAQ';

const items = [
  {
    id: 'cuanto-tarda',
    question: '¿Cuánto tardáis en tener mi web lista?',
    answer: (
      <p>
        Tendrás una demo funcionando en 7 días. La web definitiva, con el asistente entrenado, se entrega en 2
        a 4 semanas según el contenido.
      </p>
    ),
  },
  {
    id: 'que-incluye',
    question: '¿Qué incluye el pago único?',
    answer: (
      <p>
        El diseño y desarrollo de tu web, el asistente virtual entrenado con la información de tu negocio y
        revisiones ilimitadas hasta que la apruebes. El precio incluye IVA.
      </p>
    ),
  },
  {
    id: 'pago-a-plazos',
    question: '¿Puedo pagar a plazos?',
    answer: <p>Sí: puedes pagar de una vez o en 3 pagos sin intereses.</p>,
  },
  {
    id: 'rapidez',
    question: '¿Será rápida mi web?',
    answer: (
      <>
        <p>Sí. Las webs que entregamos superan los 95 puntos en Lighthouse.</p>
        <p>Eso ayuda a que Google te muestre antes y a que tus visitas no se vayan mientras carga.</p>
      </>
    ),
  },
];

const meta = {
  title: 'Marketing/FAQ',
  component: FAQ,
  args: { items, onExpandedChange: fn() },
} satisfies Meta<typeof FAQ>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All closed. A click opens an answer and flips `aria-expanded`; opening another closes the first. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const first = canvas.getByRole('button', { name: '¿Cuánto tardáis en tener mi web lista?' });
    const second = canvas.getByRole('button', { name: '¿Qué incluye el pago único?' });
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/demo funcionando en 7 días/)).not.toBeVisible();

    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/demo funcionando en 7 días/)).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['cuanto-tarda']));

    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Tab reaches each question; Enter and Space toggle it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: '¿Cuánto tardáis en tener mi web lista?' });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    const second = canvas.getByRole('button', { name: '¿Qué incluye el pago único?' });
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('group', { name: '¿Qué incluye el pago único?' })).toBeVisible();
  },
};

/** With `allowsMultipleExpanded`, answers stay open side by side. */
export const MultipleExpanded: Story = {
  args: { allowsMultipleExpanded: true },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: '¿Cuánto tardáis en tener mi web lista?' });
    const last = canvas.getByRole('button', { name: '¿Será rápida mi web?' });
    await userEvent.click(first);
    await userEvent.click(last);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(last).toHaveAttribute('aria-expanded', 'true');
  },
};

/** An item open from the start. */
export const DefaultExpanded: Story = {
  args: { defaultExpandedKeys: ['pago-a-plazos'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '¿Puedo pagar a plazos?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/**
 * Loaded with `#rapidez` in the URL: that item is open and scrolled into view. (The hash is set
 * before the story renders and removed afterwards.)
 */
export const DeepLink: Story = {
  beforeEach: () => {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}#rapidez`);
    return () => window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: '¿Será rápida mi web?' });
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    await expect(canvas.getByRole('heading', { name: '¿Será rápida mi web?' })).toHaveAttribute(
      'id',
      'rapidez',
    );
    await expect(canvas.getByText(/superan los 95 puntos/)).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenCalledWith(new Set(['rapidez']));
    const { top, bottom } = trigger.getBoundingClientRect();
    await expect(top).toBeGreaterThanOrEqual(0);
    await expect(bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** Following an in-page link (`#pago-a-plazos`) while the page is open opens that item. */
export const HashChange: Story = {
  beforeEach: () => {
    const { pathname, search } = window.location;
    return () => window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '¿Puedo pagar a plazos?' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    window.location.hash = 'pago-a-plazos';
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    // An id that is not a question changes nothing.
    window.location.hash = 'precios';
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

/** With `followHash={false}` the hash is ignored. */
export const WithoutHash: Story = {
  args: { followHash: false },
  beforeEach: () => {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}#rapidez`);
    return () => window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  },
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(canvas.getByRole('button', { name: '¿Será rápida mi web?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};
