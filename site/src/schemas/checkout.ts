import { offer } from '../content/offer';
import { email, phone, singleLine } from './fields';
import { isValidSpanishTaxId, normalizeTaxId } from './spanishTaxId';
import { z } from './zod';

export const paymentModes = ['single', 'instalments'] as const;
export type PaymentMode = (typeof paymentModes)[number];

/**
 * The checkout form and the body of POST /api/checkout. It carries choices only: the server computes
 * every amount from `site/src/content/offer.ts`, and card data never reach this server.
 */
export const checkoutSchema = z.object(
  {
    plan: z.literal(offer.plan.id, { error: 'Ese plan no existe.' }),
    paymentMode: z.enum(paymentModes, { error: 'Elige cómo quieres pagar.' }),
    maintenance: z.boolean({ error: 'Indica si quieres el mantenimiento mensual.' }),
    name: singleLine('tu nombre y apellidos', { min: 2, max: 100 }),
    email,
    phone,
    // Optional: a form that leaves it empty sends ''.
    company: singleLine('el nombre de tu negocio', { min: 0, max: 120 }).optional(),
    taxId: z
      .string({ error: 'Escribe tu NIF, NIE o CIF.' })
      .trim()
      .min(1, 'Escribe tu NIF, NIE o CIF.')
      .max(20, 'Escribe un NIF, NIE o CIF válido, por ejemplo 12345678Z o B12345674.')
      .refine(isValidSpanishTaxId, 'Ese NIF, NIE o CIF no es válido: revisa los números y la letra.')
      .transform(normalizeTaxId),
    address: singleLine('la dirección de facturación', { max: 200 }),
    postalCode: z
      .string({ error: 'Escribe el código postal.' })
      .trim()
      .regex(
        /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
        'Escribe un código postal español de 5 cifras, por ejemplo 28001.',
      ),
    city: singleLine('la población', { max: 100 }),
    acceptTerms: z.literal(true, {
      error: 'Necesitamos que aceptes los términos y la política de privacidad.',
    }),
  },
  { error: 'Envía los datos del formulario como un objeto JSON.' },
);

export type CheckoutInput = z.input<typeof checkoutSchema>;
export type Checkout = z.output<typeof checkoutSchema>;

/** Where an order stands: waiting for its first payment, paid, failed at the bank, or left unpaid until the payment page closed. */
export type OrderStatus = 'pending_payment' | 'paid' | 'payment_failed' | 'expired';

/**
 * The answer of POST /api/checkout (201) and of GET /api/orders/:token (the return page): the order
 * as the server recorded it, and what happens next.
 */
/** The order's own page: its state, for whoever holds the link (the status token is unguessable). */
export const orderPagePath = (statusToken: string) => `/checkout?pedido=${statusToken}`;

export interface CheckoutResponse {
  /** Human-readable order reference, e.g. 'RNV-2026-0042'. */
  reference: string;
  status: OrderStatus;
  /** The order's own page, `/checkout?pedido=<token>`: its state, for whoever holds the link. */
  statusUrl: string;
  paymentMode: PaymentMode;
  /** Every payment of the setup price in euros: [999], or [333, 333, 333]. */
  payments: number[];
  /** The monthly maintenance in euros when chosen, otherwise null. */
  maintenanceMonthly: number | null;
  /** Where to pay when a payment provider is configured (its hosted checkout page); otherwise null. */
  paymentUrl: string | null;
  /** What happens next, in Spanish, ready to show. */
  nextSteps: string;
}
