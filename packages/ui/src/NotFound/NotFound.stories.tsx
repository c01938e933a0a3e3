import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinkButton } from '../Button/Button';
import { IconArrowLeft } from '../Icon/Icon';
import { NotFound } from './NotFound';

const meta = {
  title: 'Page chrome/NotFound',
  component: NotFound,
  parameters: { layout: 'fullscreen' },
  args: {
    code: '404',
    title: 'Página no encontrada',
    text: 'Puede que la dirección haya cambiado o que el enlace esté mal escrito.',
    action: (
      <LinkButton href="/">
        <IconArrowLeft /> Volver a Inicio
      </LinkButton>
    ),
  },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card, centred in the viewport. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent('Página no encontrada');
    await expect(canvas.getByRole('link', { name: /Volver a Inicio/ })).toHaveAttribute('href', '/');
    // Centred horizontally and vertically in the viewport, however short: the manager's canvas in a
    // laptop's window is about 460 px high.
    const { left, right, top, bottom } =
      heading.closest('div')?.getBoundingClientRect() ?? heading.getBoundingClientRect();
    await expect(Math.abs(left - (window.innerWidth - right))).toBeLessThanOrEqual(1);
    await expect(Math.abs(top - (window.innerHeight - bottom))).toBeLessThanOrEqual(1);
  },
};

/** The texts the site passes for an unknown route. */
export const RouterFallback: Story = {
  args: {
    code: undefined,
    title: '404 Page Not Found',
    text: 'Did you forget to add the page to the router?',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('404 Page Not Found');
    await expect(canvas.getByText('Did you forget to add the page to the router?')).toBeVisible();
  },
};

/** Without an action. */
export const TextOnly: Story = { args: { action: undefined } };
