import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ComparisonTable } from './ComparisonTable';

const meta = {
  title: 'Marketing/ComparisonTable',
  component: ComparisonTable,
  args: {
    caption: 'Nuestra oferta frente a una agencia o un freelance',
    columns: [
      { id: 'nosotros', label: 'Nuestra oferta' },
      { id: 'agencia', label: 'Agencia' },
      { id: 'freelance', label: 'Freelance' },
    ],
    highlightedColumn: 'nosotros',
    rows: [
      {
        id: 'precio',
        label: 'Precio de la web',
        cells: { nosotros: '999 €', agencia: '3.000-8.000 €', freelance: '1.000-3.000 €' },
      },
      {
        id: 'plazo',
        label: 'Plazo de entrega',
        cells: { nosotros: '2-4 semanas', agencia: '2-3 meses', freelance: '1-2 meses' },
      },
      {
        id: 'demo',
        label: 'Demo gratuita en 7 días',
        cells: { nosotros: true, agencia: false, freelance: false },
      },
      {
        id: 'asistente',
        label: 'Asistente virtual 24/7',
        cells: { nosotros: true, agencia: false, freelance: false },
      },
      {
        id: 'revisiones',
        label: 'Revisiones ilimitadas',
        cells: { nosotros: true, agencia: false, freelance: false },
      },
      { id: 'seo', label: 'Preparada para SEO', cells: { nosotros: true, agencia: true, freelance: false } },
      {
        id: 'soporte',
        label: 'Soporte en menos de 48 h',
        cells: { nosotros: true, agencia: true, freelance: false },
      },
    ],
  },
} satisfies Meta<typeof ComparisonTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A real table with caption, column and row headers. At 375 px the table scrolls inside its
 * frame (a focusable region named by the caption) and the row headers stay put; the page itself
 * never scrolls sideways.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Nuestra oferta frente a una agencia o un freelance' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(7);
    for (const header of within(table).getAllByRole('columnheader')) {
      await expect(header).toHaveAttribute('scope', 'col');
    }
    const demoRow = within(table).getByRole('row', { name: /Demo gratuita/ });
    await expect(
      within(demoRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Sí', 'No', 'No']);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    const region = canvas.getByRole('region', { name: 'Nuestra oferta frente a una agencia o un freelance' });
    if (window.innerWidth < 768) {
      await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
      await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
      await userEvent.tab();
      await expect(region).toHaveFocus();
      // A shade at the end edge says there is more to the right (scrolling: ComparisonTable.test.tsx).
      await expect(region.parentElement).toHaveAttribute('data-more');
      region.blur();
    } else {
      // Nothing to scroll: the frame is not a tab stop.
      await waitFor(() => expect(region).not.toHaveAttribute('tabindex'));
    }
  },
};

/** The caption is kept for screen readers when a section heading above already says it. */
export const HiddenCaption: Story = {
  args: { hideCaption: true, rowHeaderLabel: 'Qué incluye' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: /frente a una agencia/ })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
    const caption = canvas.getByText(/frente a una agencia/);
    await expect(caption.getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};

/** Two columns of marks fit a phone: nothing scrolls and the frame is no tab stop. */
export const Compact: Story = {
  args: {
    caption: 'Qué incluye cada versión del asistente',
    columns: [
      { id: 'chat', label: 'Chat' },
      { id: 'voz', label: 'Voz' },
    ],
    highlightedColumn: undefined,
    rows: [
      { id: 'metricas', label: 'Métricas', cells: { chat: true, voz: true } },
      { id: 'llamadas', label: 'Llamadas', cells: { chat: false, voz: true } },
    ],
    labels: { yes: 'Incluido', no: 'No incluido' },
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region');
    await waitFor(() => expect(region).not.toHaveAttribute('tabindex'));
    const calls = canvas.getByRole('row', { name: /Llamadas/ });
    await expect(
      within(calls)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['No incluido', 'Incluido']);
  },
};
