import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField as AriaTextField, Input } from 'react-aria-components';
import { expect, userEvent } from 'storybook/test';
import { Container } from '../Container/Container';
import { Description, FieldError, fieldRootProps, Label, ValidationMessagesProvider } from './Field';
import { field, input } from './Field.css';

/**
 * The parts every field is made of. `TextField`, `TextArea`, `Select`... already assemble them; use
 * them directly only to build a new kind of field around a react-aria-components primitive.
 */
const meta = {
  title: 'Forms/Field anatomy',
  component: Label,
  decorators: [
    (Story) => (
      <Container width="narrow">
        <Story />
      </Container>
    ),
  ],
  args: { children: 'Código postal' },
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label with its required marker, description, control and error message, all linked. */
export const Anatomy: Story = {
  render: (args) => (
    <AriaTextField {...fieldRootProps} className={field} isRequired isInvalid defaultValue="4600">
      <Label {...args} isRequired />
      <Description>Lo usamos para saber a qué zona das servicio.</Description>
      <Input className={input} inputMode="numeric" autoComplete="postal-code" />
      <FieldError>Escribe los 5 dígitos del código postal.</FieldError>
    </AriaTextField>
  ),
  play: async ({ canvas }) => {
    const control = canvas.getByRole('textbox', { name: 'Código postal' });
    await expect(control).toBeRequired();
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription(
      'Lo usamos para saber a qué zona das servicio. Escribe los 5 dígitos del código postal.',
    );
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A hint after the label, such as '(opcional)', is part of the field's name. */
export const WithHint: Story = {
  render: (args) => (
    <AriaTextField {...fieldRootProps} className={field}>
      <Label {...args} hint="(opcional)" />
      <Input className={input} />
    </AriaTextField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Código postal (opcional)' })).toBeVisible();
  },
};

/** The built-in messages can be reworded for a part of the page (a `Form` does it for its fields). */
export const CustomMessages: Story = {
  render: (args) => (
    <ValidationMessagesProvider messages={{ valueMissing: 'Necesitamos este dato para preparar tu demo.' }}>
      <AriaTextField {...fieldRootProps} className={field} isRequired defaultValue="46001">
        <Label {...args} isRequired />
        <Input className={input} />
        <FieldError />
      </AriaTextField>
    </ValidationMessagesProvider>
  ),
  play: async ({ canvas }) => {
    const control = canvas.getByRole('textbox', { name: 'Código postal' });
    await userEvent.clear(control);
    await userEvent.tab();
    await expect(await canvas.findByText('Necesitamos este dato para preparar tu demo.')).toBeVisible();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <AriaTextField {...fieldRootProps} className={field} isDisabled defaultValue="46001">
      <Label {...args} />
      <Description>No se puede cambiar una vez contratado.</Description>
      <Input className={input} />
    </AriaTextField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Código postal' })).toBeDisabled();
  },
};
