import type { Meta, StoryObj } from '@storybook/react-vite';
import { waitForAnimations } from 'storybook/preview-api';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Container } from '../Container/Container';
import { Select, SelectItem } from './Select';

const sectors = (
  <>
    <SelectItem id="hosteleria">Hostelería y restauración</SelectItem>
    <SelectItem id="salud">Salud y clínicas</SelectItem>
    <SelectItem id="comercio">Comercio</SelectItem>
    <SelectItem id="servicios">Servicios profesionales</SelectItem>
    <SelectItem id="educacion">Academias y formación</SelectItem>
    <SelectItem id="otro">Otro</SelectItem>
  </>
);

const meta = {
  title: 'Forms/Select',
  component: Select,
  // Full width (the component's default), so the popover follows its button when the page
  // around it changes size.
  decorators: [
    (Story) => (
      <Container width="full">
        <Story />
      </Container>
    ),
  ],
  args: {
    label: 'Sector de tu negocio',
    name: 'sector',
    onChange: fn(),
    children: sectors,
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The placeholder until something is chosen; choosing closes the list and shows the choice. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Sector de tu negocio/ });
    await expect(button).toHaveTextContent('Selecciona una opción');
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Salud y clínicas' }));
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
    await expect(button).toHaveTextContent('Salud y clínicas');
    await expect(args.onChange).toHaveBeenLastCalledWith('salud');
  },
};

/** Open, from the keyboard: the chosen option has a tick and arrow keys move through the list. */
export const Open: Story = {
  args: { defaultValue: 'comercio' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Sector de tu negocio/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    const selected = within(listbox).getByRole('option', { name: 'Comercio' });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(selected).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Servicios profesionales' })).toHaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'hosteleria' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sector de tu negocio/ })).toHaveTextContent(
      'Hostelería y restauración',
    );
  },
};

/** A field description, and options with a second line; the button shows only the option's name. */
export const WithDescriptions: Story = {
  args: {
    label: 'Tipo de asistente',
    name: 'asistente',
    description: 'Puedes probar cualquiera gratis durante 7 días.',
    defaultValue: 'voz',
    children: (
      <>
        <SelectItem id="chat" description="Gasto bajo, con métricas">
          Chat
        </SelectItem>
        <SelectItem id="voz" description="Gasto medio, con métricas y llamadas">
          Voz
        </SelectItem>
        <SelectItem id="avatar" description="Gasto alto, sin métricas">
          Avatar en vídeo
        </SelectItem>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Tipo de asistente/ });
    await expect(button).toHaveTextContent(/^Voz$/);
    await expect(canvas.getByText('Puedes probar cualquiera gratis durante 7 días.')).toBeVisible();
    await userEvent.click(button);
    const listbox = await within(document.body).findByRole('listbox');
    // Checked as a person sees it: once the list has opened.
    await waitForAnimations();
    await expect(within(listbox).getByText('Gasto alto, sin métricas')).toBeVisible();
  },
};

/** Required: the asterisk is visual, the hidden native select is required for the form. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvasElement.querySelector('select')).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Elige el sector para adaptar tu demo.' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Sector de tu negocio/ });
    await expect(canvas.getByText('Elige el sector para adaptar tu demo.')).toBeVisible();
    await expect(button).toHaveAccessibleDescription(/Elige el sector para adaptar tu demo\./);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'salud' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Sector de tu negocio/ });
    await expect(button).toBeDisabled();
  },
};
