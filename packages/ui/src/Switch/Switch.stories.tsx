import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Container } from '../Container/Container';
import { Stack } from '../Stack/Stack';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  decorators: [
    (Story) => (
      <Container width="narrow">
        <Story />
      </Container>
    ),
  ],
  args: { children: 'Cookies analíticas', name: 'analiticas', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off by default; a click anywhere on the row turns it on. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Cookies analíticas' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText('Cookies analíticas'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Cookies analíticas' })).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: {
    description: 'Nos ayudan a saber qué páginas se visitan más, de forma anónima.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Cookies analíticas' })).toHaveAccessibleDescription(
      'Nos ayudan a saber qué páginas se visitan más, de forma anónima.',
    );
  },
};

/** Always on and cannot be turned off: full colour with a padlock, not a faded "off" look. */
export const LockedOn: Story = {
  args: {
    children: 'Cookies necesarias',
    name: 'necesarias',
    isSelected: true,
    isDisabled: true,
    description: 'Imprescindibles para que la web funcione. Siempre activas.',
  },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Cookies necesarias' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeDisabled();
    await userEvent.click(canvas.getByText('Cookies necesarias'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, children: 'Cookies de marketing', name: 'marketing' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Cookies de marketing' });
    await expect(toggle).toBeDisabled();
    await expect(toggle).not.toBeChecked();
  },
};

export const Invalid: Story = {
  args: {
    children: 'Avisos por SMS',
    name: 'sms',
    isInvalid: true,
    errorMessage: 'Añade un teléfono para recibir avisos por SMS.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Avisos por SMS' })).toHaveAccessibleDescription(
      'Añade un teléfono para recibir avisos por SMS.',
    );
  },
};

/** The cookie preferences list: necessary locked on, the rest up to the visitor. */
export const CookieCategories: Story = {
  render: () => (
    <Stack gap="2">
      <Switch
        name="necesarias"
        isSelected
        isDisabled
        description="Imprescindibles para que la web funcione. Siempre activas."
      >
        Necesarias
      </Switch>
      <Switch name="analiticas" description="Estadísticas anónimas de visitas para mejorar la web.">
        Analíticas
      </Switch>
      <Switch name="marketing" description="Anuncios relevantes en otras webs.">
        Marketing
      </Switch>
      <Switch name="funcionales" defaultSelected description="Recuerdan tus preferencias, como el idioma.">
        Funcionales
      </Switch>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Necesarias' })).toBeDisabled();
    await expect(canvas.getAllByRole('switch', { checked: true })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('switch', { name: 'Marketing' }));
    await expect(canvas.getByRole('switch', { name: 'Marketing' })).toBeChecked();
  },
};
