import { assistantVersionIds } from '../content/offer';
import { email, freeText, phone, singleLine } from './fields';
import { z } from './zod';

/** The largest body POST /api/lead accepts, in bytes. */
export const LEAD_MAX_BODY_BYTES = 16 * 1024;
export const LEAD_MESSAGE_MAX_LENGTH = 2000;

/** A website address; one typed without a scheme ('minegocio.es') is read as https. */
const websiteUrl = z
  .string({ error: 'Escribe la dirección de tu web.' })
  .trim()
  .max(2048, 'La dirección de tu web es demasiado larga.')
  .transform((value) => (value && !/^[a-z][a-z\d+.-]*:/i.test(value) ? `https://${value}` : value))
  .refine((value) => {
    if (!value) return true;
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'Escribe una dirección web válida, por ejemplo minegocio.es.');

/** The lead form (the lead modal and the final call to action) and the body of POST /api/lead. */
export const leadSchema = z.object(
  {
    name: singleLine('tu nombre', { min: 2, max: 100 }),
    email,
    phone,
    company: singleLine('el nombre de tu negocio', { max: 120 }),
    website: websiteUrl.optional(),
    assistant: z.enum(assistantVersionIds, { error: 'Elige qué asistente te interesa.' }),
    message: freeText('el mensaje', LEAD_MESSAGE_MAX_LENGTH).optional(),
    acceptPrivacy: z.literal(true, {
      error: 'Necesitamos que aceptes la política de privacidad para contactarte.',
    }),
    /** A field people never see: a bot that fills it is answered like anyone else and its lead is kept as spam. */
    fax: z.string().max(500).optional(),
  },
  { error: 'Envía los datos del formulario como un objeto JSON.' },
);

export type LeadInput = z.input<typeof leadSchema>;
export type Lead = z.output<typeof leadSchema>;

/** The answer of POST /api/lead: 201 with the lead's id (the same id again for a repeated Idempotency-Key). */
export interface LeadResponse {
  id: string;
}

const text = (data: FormData, key: string) => String(data.get(key) ?? '');
const optional = (value: string) => (value.trim() === '' ? undefined : value);

/** A lead form's fields as the lead schema reads them (in the browser, and on the server for the plain form). */
export function leadFromForm(data: FormData): Record<keyof LeadInput, unknown> {
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
