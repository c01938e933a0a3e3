import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Button, LinkButton } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Solicitar demo', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Solicitar demo' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Ver presentación' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Más tarde' } };

/** Keyboard users reach the button with Tab and press it with Enter or Space; the focus ring shows. */
export const KeyboardFocus: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Solicitar demo' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" gap="4" align="center" wrap>
      <Button {...args} size="sm">
        Pequeño
      </Button>
      <Button {...args} size="md">
        Mediano
      </Button>
      <Button {...args} size="lg">
        Grande
      </Button>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const heights = ['Pequeño', 'Mediano', 'Grande'].map(
      (name) => canvas.getByRole('button', { name }).getBoundingClientRect().height,
    );
    await expect(heights[0]).toBeLessThan(heights[1] as number);
    await expect(heights[1]).toBeLessThan(heights[2] as number);
    // Every size is at least the 24 px target of WCAG 2.5.8.
    for (const height of heights) await expect(height).toBeGreaterThanOrEqual(24);
  },
};

export const FullWidth: Story = { args: { fullWidth: true, size: 'lg' } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Solicitar demo' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** While a form submits: same size, a spinner announced as progress, presses ignored, still focusable. */
export const Pending: Story = {
  args: { isPending: true, children: 'Enviar solicitud' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Enviar solicitud/ });
    await expect(canvas.getByRole('progressbar', { name: 'Enviando…' })).toBeVisible();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** A link styled as a button, for actions that navigate. */
export const AsLink: Story = {
  render: () => (
    <Stack direction="row" gap="4" wrap>
      <LinkButton href="#checkout">Contratar ahora</LinkButton>
      <LinkButton href="#precios" variant="secondary">
        Ver precios
      </LinkButton>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Contratar ahora' })).toHaveAttribute('href', '#checkout');
    await expect(canvas.getByRole('link', { name: 'Ver precios' })).toHaveAttribute('href', '#precios');
  },
};
