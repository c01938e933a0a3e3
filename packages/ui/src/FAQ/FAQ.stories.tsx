import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { hydrate, Prerendered } from '../../../../.storybook/prerendered';
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

/** The `<details>` holding a question (found by its heading). */
const itemOf = (question: HTMLElement) => question.closest('details') as HTMLDetailsElement;
/** The `<summary>` holding a question: what takes the focus and toggles. */
const summaryOf = (question: HTMLElement) => question.closest('summary') as HTMLElement;

/**
 * All closed. A click on a question opens its `<details>` and shows the answer; opening another
 * closes the first (the items share a `name`), and the change is reported once.
 */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const first = canvas.getByRole('heading', { name: '¿Cuánto tardáis en tener mi web lista?' });
    const second = canvas.getByRole('heading', { name: '¿Qué incluye el pago único?' });
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(itemOf(first)).not.toHaveAttribute('open');
    await expect(canvas.queryByText(/demo funcionando en 7 días/)).not.toBeVisible();

    await userEvent.click(first);
    await expect(itemOf(first)).toHaveAttribute('open');
    await expect(canvas.getByText(/demo funcionando en 7 días/)).toBeVisible();
    await waitFor(() => expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['cuanto-tarda'])));

    await userEvent.click(second);
    await expect(itemOf(second)).toHaveAttribute('open');
    await expect(itemOf(first)).not.toHaveAttribute('open');
    await expect(canvas.queryByText(/demo funcionando en 7 días/)).not.toBeVisible();
    await waitFor(() => expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['que-incluye'])));

    await userEvent.click(second);
    await expect(itemOf(second)).not.toHaveAttribute('open');
    await waitFor(() => expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set()));
    // One call per change, though switching items fires a `toggle` on both.
    await expect(args.onExpandedChange).toHaveBeenCalledTimes(3);
  },
};

/** Tab reaches each question in turn (Enter and Space on it are the browser's: see FAQ.test.tsx). */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByRole('heading', { name: '¿Cuánto tardáis en tener mi web lista?' });
    await userEvent.tab();
    await expect(summaryOf(first)).toHaveFocus();
    await userEvent.tab();
    const second = canvas.getByRole('heading', { name: '¿Qué incluye el pago único?' });
    await expect(summaryOf(second)).toHaveFocus();
    // Enter and Space on a summary are the browser's own: FAQ.test.tsx presses them for real.
  },
};

/** With `allowsMultipleExpanded`, answers stay open side by side. */
export const MultipleExpanded: Story = {
  args: { allowsMultipleExpanded: true },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('heading', { name: '¿Cuánto tardáis en tener mi web lista?' });
    const last = canvas.getByRole('heading', { name: '¿Será rápida mi web?' });
    await userEvent.click(first);
    await userEvent.click(last);
    await expect(itemOf(first)).toHaveAttribute('open');
    await expect(itemOf(last)).toHaveAttribute('open');
    await expect(canvas.getByText(/demo funcionando en 7 días/)).toBeVisible();
    await expect(canvas.getByText(/superan los 95 puntos/)).toBeVisible();
  },
};

/** An item open from the start. */
export const DefaultExpanded: Story = {
  args: { defaultExpandedKeys: ['pago-a-plazos'] },
  play: async ({ args, canvas }) => {
    const question = canvas.getByRole('heading', { name: '¿Puedo pagar a plazos?' });
    await expect(itemOf(question)).toHaveAttribute('open');
    await expect(canvas.getByText(/en 3 pagos sin intereses/)).toBeVisible();
    // Rendered open, so nothing changed to report.
    await expect(args.onExpandedChange).not.toHaveBeenCalled();
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
    const question = canvas.getByRole('heading', { name: '¿Será rápida mi web?' });
    await waitFor(() => expect(itemOf(question)).toHaveAttribute('open'));
    await expect(question).toHaveAttribute('id', 'rapidez');
    await expect(canvas.getByText(/superan los 95 puntos/)).toBeVisible();
    await waitFor(() => expect(args.onExpandedChange).toHaveBeenCalledWith(new Set(['rapidez'])));
    const { top, bottom } = summaryOf(question).getBoundingClientRect();
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
    const question = canvas.getByRole('heading', { name: '¿Puedo pagar a plazos?' });
    await expect(itemOf(question)).not.toHaveAttribute('open');
    window.location.hash = 'pago-a-plazos';
    await waitFor(() => expect(itemOf(question)).toHaveAttribute('open'));
    // An id that is not a question changes nothing.
    window.location.hash = 'precios';
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(itemOf(question)).toHaveAttribute('open');
  },
};

/** With `followHash={false}` the hash is ignored: on load, and when it changes. */
export const WithoutHash: Story = {
  args: { followHash: false },
  beforeEach: () => {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}#rapidez`);
    return () => window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  },
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const question = canvas.getByRole('heading', { name: '¿Será rápida mi web?' });
    await expect(itemOf(question)).not.toHaveAttribute('open');
    window.location.hash = 'pago-a-plazos';
    await new Promise((resolve) => setTimeout(resolve, 50));
    const linked = canvas.getByRole('heading', { name: '¿Puedo pagar a plazos?' });
    await expect(itemOf(linked)).not.toHaveAttribute('open');
  },
};

/**
 * What a page shows before its code loads: the FAQ's server HTML, which React does not own yet.
 * A tap on a question opens its answer there, with no JavaScript, because `<details>` does it
 * natively. When React then hydrates the HTML it keeps what the visitor opened (it reads the page
 * instead of rendering its own state over it, and reports the open item), and from then on opening
 * another question closes the first, as before.
 */
export const BeforeItsCodeRuns: Story = {
  render: (args) => (
    <Prerendered>
      <FAQ {...args} />
    </Prerendered>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const first = await canvas.findByRole('heading', { name: '¿Cuánto tardáis en tener mi web lista?' });
    await userEvent.click(first);
    await expect(itemOf(first)).toHaveAttribute('open');
    await expect(canvas.getByText(/demo funcionando en 7 días/)).toBeVisible();
    // No React yet: nobody was told.
    await expect(args.onExpandedChange).not.toHaveBeenCalled();

    await hydrate(canvasElement);
    // React took over the same elements and left the open question open.
    await expect(canvas.getByRole('heading', { name: '¿Cuánto tardáis en tener mi web lista?' })).toBe(first);
    await expect(itemOf(first)).toHaveAttribute('open');
    await expect(canvas.getByText(/demo funcionando en 7 días/)).toBeVisible();
    await waitFor(() => expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['cuanto-tarda'])));

    const second = canvas.getByRole('heading', { name: '¿Qué incluye el pago único?' });
    await userEvent.click(second);
    await expect(itemOf(second)).toHaveAttribute('open');
    await expect(itemOf(first)).not.toHaveAttribute('open');
    await expect(canvas.getByText(/El diseño y desarrollo de tu web/)).toBeVisible();
    await waitFor(() => expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['que-incluye'])));
  },
};
