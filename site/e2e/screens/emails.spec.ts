import { customerEmail, renderEmail } from '../../server/emails/customerEmail';
import type { Delivery, LeadRecord, OrderRecord } from '../../server/storage/storage';
import { axeViolations, expect, test } from '../fixtures';

/**
 * The emails customers get, as their HTML part opens in a browser-based mail client: at a phone's
 * width and at the 600 px most clients give an email, against the baselines in `__screenshots__/`.
 * Opening one fetches nothing (no web font, no image), and axe finds nothing to fix.
 */

const lead: LeadRecord = {
  id: '3f0c2a4e-8d1b-4c6a-9e2f-7b5d1a0c9e84',
  createdAt: '2026-11-25T10:00:00.000Z',
  name: 'Lucía Fernández',
  email: 'lucia@panaderialucia.es',
  phone: '612 345 678',
  company: 'Panadería Lucía',
  website: 'https://panaderialucia.es',
  assistant: 'voice',
  message: 'Quiero que el asistente tome pedidos por teléfono.\nSobre todo los fines de semana.',
  spam: false,
  deliveredAt: null,
};

const order = (paymentsCents: number[]): OrderRecord => ({
  reference: 'RNV-2026-0042',
  statusToken: 'Jq8xV2mN4pL7rT1wZ5cY9bK3hD6fG0sA',
  createdAt: '2026-11-25T10:00:00.000Z',
  status: 'pending_payment',
  paymentMode: paymentsCents.length === 1 ? 'single' : 'instalments',
  paymentsCents,
  maintenanceMonthlyCents: 14900,
  customer: {
    name: 'Lucía Fernández López',
    email: 'lucia@panaderialucia.es',
    phone: '+34 612 345 678',
    company: 'Panadería Lucía',
    taxId: '12345678Z',
    address: 'Calle Mayor, 1',
    postalCode: '28013',
    city: 'Madrid',
  },
  paymentUrl: null,
});

const instalments = order([33300, 33300, 33300]);
const common = { id: 'delivery', channel: 'customer', attempts: 0 } as const;
const emails: Record<string, Delivery> = {
  'demo-request': { ...common, event: 'lead.created', lead },
  'order-received': { ...common, event: 'order.created', order: instalments, amount: null },
  'payment-received': {
    ...common,
    event: 'order.paid',
    order: { ...instalments, status: 'paid' },
    amount: { cents: 33300, currency: 'EUR' },
  },
  'payment-received-single': {
    ...common,
    event: 'order.paid',
    order: { ...order([99900]), status: 'paid' },
    amount: { cents: 99900, currency: 'EUR' },
  },
  'payment-failed': { ...common, event: 'order.payment_failed', order: instalments, amount: null },
  'payment-expired': { ...common, event: 'order.expired', order: instalments, amount: null },
};

for (const width of [375, 600]) {
  test.describe(`at ${width} px`, () => {
    for (const [name, delivery] of Object.entries(emails)) {
      test(`the email '${name}'`, async ({ page }) => {
        const email = customerEmail(delivery, 'https://renueva.es');
        if (!email) throw new Error(`${name} has no customer email`);
        const { html } = await renderEmail(email.content);
        const fetched: string[] = [];
        page.on('request', (request) => fetched.push(request.url()));
        await page.setViewportSize({ width, height: 800 });
        await page.setContent(html);
        expect(fetched).toEqual([]);
        expect(await axeViolations(page)).toEqual([]);
        // No sideways scrolling on a phone: long addresses wrap.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        await expect(page).toHaveScreenshot(`email-${name}-${width}.png`, { fullPage: true });
      });
    }
  });
}
