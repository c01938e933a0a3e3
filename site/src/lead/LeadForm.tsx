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
import { LEAD_MESSAGE_MAX_LENGTH, type LeadResponse, leadSchema } from '../schemas/lead';

const text = (data: FormData, key: string) => String(data.get(key) ?? '');
const optional = (value: string) => (value.trim() === '' ? undefined : value);

/** The form's fields as the lead schema reads them. */
function leadFromForm(data: FormData) {
  return {
    name: text(data, 'name'),
    email: text(data, 'email'),
    phone: text(data, 'phone'),
    company: text(data, 'company'),
    website: optional(text(data, 'website')),
    assistant: text(data, 'assistant'),
    message: optional(text(data, 'message')),
    acceptPrivacy: data.get('acceptPrivacy') === 'true',
    fax: optional(text(data, 'fax')),
  };
}

export interface LeadFormProps {
  /** Called with the lead's id once the server has stored it. */
  onSuccess: (id: string) => void;
}

/**
 * The demo request: checked with the same zod schema as the server before sending, then posted to
 * /api/lead with an Idempotency-Key kept for this form, so a retry or a double click stores one lead.
 * Refused fields are shown beside each field; any other failure is a destructive toast and the
 * typed data stay in the form.
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
