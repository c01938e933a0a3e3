import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox';
import { Container } from '../Container/Container';
import { Link } from '../Link/Link';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import { Form, type FormProps, FormRow, SubmitButton } from './Form';

/** The lead form of a small-business site: the fields the landing page's demo request needs. */
function LeadFields() {
  return (
    <>
      <FormRow>
        <TextField label="Nombre" name="nombre" autoComplete="name" isRequired />
        <TextField label="Correo electrónico" name="email" type="email" autoComplete="email" isRequired />
      </FormRow>
      <FormRow>
        <TextField label="Teléfono" name="telefono" type="tel" autoComplete="tel" labelHint="(opcional)" />
        <TextField label="Empresa" name="empresa" autoComplete="organization" labelHint="(opcional)" />
      </FormRow>
      <TextArea
        label="Mensaje"
        name="mensaje"
        labelHint="(opcional)"
        maxLength={500}
        rows={4}
        description="Cuéntanos a qué se dedica tu negocio y qué esperas de tu nueva web."
      />
      <Checkbox name="privacidad" isRequired>
        He leído y acepto la <Link href="#politica-de-privacidad">política de privacidad</Link>
      </Checkbox>
    </>
  );
}

const meta = {
  title: 'Forms/Form',
  component: Form,
  decorators: [
    (Story) => (
      <Container width="narrow">
        <Story />
      </Container>
    ),
  ],
  args: {
    'aria-label': 'Solicitar demo',
    onValidSubmit: fn(),
    children: (
      <>
        <LeadFields />
        <SubmitButton size="lg">Solicitar demo gratis</SubmitButton>
      </>
    ),
  },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

const summaryOf = async (canvasElement: HTMLElement) =>
  (await within(canvasElement).findByRole('alert')).parentElement as HTMLElement;

/**
 * The whole journey: sending it empty moves focus to the error summary, which lists each invalid
 * field as a link; the links lead to the fields; once filled, sending shows the pending button.
 */
export const LeadForm: Story = {
  args: {
    // Never settles, so the pending state stays on screen.
    onValidSubmit: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ args, canvas, canvasElement }) => {
    const submit = canvas.getByRole('button', { name: 'Solicitar demo gratis' });
    await userEvent.click(submit);

    const summary = await summaryOf(canvasElement);
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Revisa 3 campos antes de enviar:',
    );
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Nombre: Este campo es obligatorio.',
      'Correo electrónico: Este campo es obligatorio.',
      'He leído y acepto la política de privacidad: Marca esta casilla para continuar.',
    ]);
    // Every message is also shown under its field and linked to it.
    await expect(canvas.getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription(
      'Este campo es obligatorio.',
    );
    await expect(args.onValidSubmit).not.toHaveBeenCalled();

    // A summary link takes the user to the field.
    await userEvent.click(links[0] as HTMLElement);
    const name = canvas.getByRole('textbox', { name: 'Nombre' });
    await expect(name).toHaveFocus();
    await userEvent.type(name, 'Lucía Martín');

    // A wrong e-mail is explained in Spanish.
    const email = canvas.getByRole('textbox', { name: 'Correo electrónico' });
    await userEvent.type(email, 'lucia@');
    await userEvent.click(submit);
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Correo electrónico: Introduce un correo electrónico válido.',
      'He leído y acepto la política de privacidad: Marca esta casilla para continuar.',
    ]);

    await userEvent.type(email, 'panaderialucia.es');
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'He leído y acepto la política de privacidad' }),
    );
    // Enter in a text field sends the form too. (Pressing the focused button would also announce
    // "sending" through react-aria's live announcer, which outlives the story in the test run.)
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Empresa (opcional)' }),
      'Panadería Lucía{Enter}',
    );

    await expect(args.onValidSubmit).toHaveBeenCalledTimes(1);
    const data = (args.onValidSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as FormData;
    await expect(Object.fromEntries(data)).toMatchObject({
      nombre: 'Lucía Martín',
      email: 'lucia@panaderialucia.es',
      empresa: 'Panadería Lucía',
      privacidad: 'on',
    });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(await canvas.findByRole('progressbar', { name: 'Enviando…' })).toBeVisible();
    // While pending, another press does not send it again.
    await userEvent.click(submit);
    await expect(args.onValidSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The form as it first appears: no errors until the user tries to send it. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Nombre' })).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Solicitar demo gratis' })).toBeEnabled();
  },
};

const serverErrors = {
  email: 'Ya hay una demo activa con este correo. Revisa tu bandeja de entrada o usa otro.',
  telefono: 'Escribe un teléfono de 9 cifras, por ejemplo 600 123 456.',
};

/**
 * Errors returned by the server, by field name, shown under each field and in the summary. They
 * block sending until the user changes the field.
 */
export const ServerErrors: Story = {
  args: {
    validationErrors: serverErrors,
    children: (
      <>
        <FormRow>
          <TextField label="Nombre" name="nombre" isRequired defaultValue="Lucía Martín" />
          <TextField
            label="Correo electrónico"
            name="email"
            type="email"
            isRequired
            defaultValue="lucia@panaderialucia.es"
          />
        </FormRow>
        <TextField
          label="Teléfono"
          name="telefono"
          type="tel"
          labelHint="(opcional)"
          defaultValue="6001234"
        />
        <SubmitButton>Solicitar demo gratis</SubmitButton>
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const email = canvas.getByRole('textbox', { name: 'Correo electrónico' });
    const phone = canvas.getByRole('textbox', { name: 'Teléfono (opcional)' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(serverErrors.email);
    await expect(phone).toHaveAccessibleDescription(serverErrors.telefono);
    const summary = await summaryOf(canvasElement);
    await expect(within(summary).getAllByRole('link')).toHaveLength(2);
    // Shown on arrival without stealing focus.
    await expect(summary).not.toHaveFocus();
  },
};

function ServerRoundTrip(props: FormProps) {
  const [errors, setErrors] = useState<FormProps['validationErrors']>();
  return (
    <Form
      {...props}
      validationErrors={errors}
      onValidSubmit={async (data, event) => {
        await props.onValidSubmit?.(data, event);
        setErrors({ email: serverErrors.email });
      }}
    />
  );
}

/** The server refuses a valid-looking form: its errors appear and the summary takes focus. */
export const ServerErrorsAfterSubmit: Story = {
  render: (args) => <ServerRoundTrip {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nombre' }), 'Lucía Martín');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Correo electrónico' }),
      'lucia@panaderialucia.es',
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'He leído y acepto la política de privacidad' }),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nombre' }), '{Enter}');
    await expect(args.onValidSubmit).toHaveBeenCalledTimes(1);

    const summary = await summaryOf(canvasElement);
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole('link')).toHaveTextContent(
      `Correo electrónico: ${serverErrors.email}`,
    );
    const email = canvas.getByRole('textbox', { name: 'Correo electrónico' });
    await expect(email).toHaveAccessibleDescription(serverErrors.email);

    // Changing the field clears its server error, and the summary with it.
    await userEvent.clear(email);
    await userEvent.type(email, 'hola@panaderialucia.es');
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

/** Without the summary, a failed submit moves focus to the first invalid field. */
export const WithoutSummary: Story = {
  args: { showErrorSummary: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar demo gratis' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Nombre' })).toHaveFocus());
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getAllByText('Este campo es obligatorio.')).toHaveLength(2);
  },
};
