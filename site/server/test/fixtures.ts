import type { CheckoutInput } from '../../src/schemas/checkout';
import type { LeadInput } from '../../src/schemas/lead';

/** A valid lead form, as the client sends it. */
export const leadInput = {
  name: 'Lucía Fernández',
  email: 'lucia@panaderialucia.es',
  phone: '612 345 678',
  company: 'Panadería Lucía',
  website: 'panaderialucia.es',
  assistant: 'voice',
  message: 'Quiero que el asistente tome pedidos por teléfono.\nSobre todo los fines de semana.',
  acceptPrivacy: true,
} satisfies LeadInput;

/** What the database holds for `leadInput`: its website read as https, not spam. */
export const storedLeadInput = {
  name: leadInput.name,
  email: leadInput.email,
  phone: leadInput.phone,
  company: leadInput.company,
  website: 'https://panaderialucia.es',
  assistant: 'voice',
  message: leadInput.message,
  spam: false,
};

/** A valid checkout form, as the client sends it. */
export const checkoutInput = {
  plan: 'premium',
  paymentMode: 'instalments',
  maintenance: true,
  name: 'Lucía Fernández López',
  email: 'lucia@panaderialucia.es',
  phone: '+34 612 345 678',
  company: 'Panadería Lucía',
  taxId: '12345678-z',
  address: 'Calle Mayor, 1',
  postalCode: '28013',
  city: 'Madrid',
  acceptTerms: true,
} satisfies CheckoutInput;
