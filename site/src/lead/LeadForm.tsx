import {
  Checkbox,
  Form,
  FormRow,
  Link,
  Radio,
  RadioGroup,
  SubmitButton,
  TextArea,
  TextField,
  VisuallyHidden,
} from '@renueva/ui';
import { useRef, useState } from 'react';
import { assistantVersions } from '../content/offer';
import { apiRequest } from '../data/api';
import { showSubmitError } from '../forms/submitError';
import { fieldErrors } from '../schemas/errors';
import { LEAD_MESSAGE_MAX_LENGTH, type LeadResponse, leadFromForm, leadSchema } from '../schemas/lead';
import { LEAD_FORM_ACTION } from './addresses';

export interface LeadFormProps {
  /** Called with the lead's id once the server has stored it. */
  onSuccess: (id: string) => void;
}

/**
 * The demo request: checked with the same zod schema as the server before sending, then posted to
 * /api/lead with an Idempotency-Key kept for this form, so a retry or a double click stores one lead.
 * Refused fields are shown beside each field; any other failure is a destructive toast and the
 * typed data stay in the form. Before its code runs, or without JavaScript, it is a plain form that
 * the browser checks and posts to LEAD_FORM_ACTION, which answers with a page.
 */
export function LeadForm({ onSuccess }: LeadFormProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const idempotencyKey = useRef(crypto.randomUUID());

  async function submit(data: FormData) {
    const parsed = leadSchema.safeParse(leadFromForm(data));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      const response = await apiRequest('POST', '/api/lead', parsed.data, {
        'Idempotency-Key': idempotencyKey.current,
      });
      const { id } = (await response.json()) as LeadResponse;
      onSuccess(id);
    } catch (error) {
      showSubmitError(error, 'No hemos podido enviar tu solicitud', setErrors);
    }
  }

  return (
    <Form
      action={LEAD_FORM_ACTION}
      method="post"
      aria-label="Solicitar demo"
      validationErrors={errors}
      onValidSubmit={submit}
      errorSummaryHeadingLevel={3}
    >
      <FormRow>
        <TextField label="Nombre" name="name" autoComplete="name" isRequired minLength={2} maxLength={100} />
        <TextField label="Correo electrónico" name="email" type="email" autoComplete="email" isRequired />
      </FormRow>
      <FormRow>
        <TextField label="Teléfono" name="phone" type="tel" autoComplete="tel" isRequired />
        <TextField label="Negocio" name="company" autoComplete="organization" isRequired maxLength={120} />
      </FormRow>
      <TextField
        label="Tu web actual"
        name="website"
        labelHint="(opcional)"
        autoComplete="url"
        placeholder="minegocio.es"
      />
      <RadioGroup label="¿Qué asistente te interesa?" name="assistant" isRequired defaultValue="chat">
        {assistantVersions.map((version) => (
          <Radio key={version.id} value={version.id} description={version.spend}>
            {version.name}
          </Radio>
        ))}
      </RadioGroup>
      <TextArea
        label="Mensaje"
        name="message"
        labelHint="(opcional)"
        rows={3}
        maxLength={LEAD_MESSAGE_MAX_LENGTH}
        description="Cuéntanos a qué se dedica tu negocio y qué esperas de tu nueva web."
      />
      <Checkbox name="acceptPrivacy" value="true" isRequired>
        He leído y acepto la <Link href="/legal/privacidad">política de privacidad</Link>
      </Checkbox>
      {/* A trap for bots: people never see or reach this field. */}
      <VisuallyHidden aria-hidden="true">
        <label>
          Fax
          <input name="fax" tabIndex={-1} autoComplete="off" />
        </label>
      </VisuallyHidden>
      <SubmitButton size="lg">Solicitar demo gratis</SubmitButton>
    </Form>
  );
}
