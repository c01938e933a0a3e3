import { render, toPlainText } from '@react-email/render';
import { createElement } from 'react';
import {
  type EmailContent,
  leadReceived,
  orderReceived,
  paymentNotCompleted,
  paymentReceived,
} from '../../src/content/emails';
import { orderPagePath } from '../../src/schemas/checkout';
import type { Delivery } from '../storage/storage';
import { CustomerEmail } from './CustomerEmail';

export interface Recipient {
  name: string;
  address: string;
}

/**
 * What a notification tells its customer, and who that is: always the address they typed in the
 * lead or checkout form (as validated and stored), never anything a payment event carries. A payment
 * of the wrong amount is the business's to check: its customer is told nothing.
 */
export function customerEmail(
  delivery: Delivery,
  siteUrl: string,
): { to: Recipient; content: EmailContent } | null {
  if (delivery.event === 'lead.created') {
    const { lead } = delivery;
    return { to: { name: lead.name, address: lead.email }, content: leadReceived(lead, siteUrl) };
  }
  const { order } = delivery;
  const to = { name: order.customer.name, address: order.customer.email };
  const orderUrl = new URL(orderPagePath(order.statusToken), siteUrl).href;
  switch (delivery.event) {
    case 'order.created':
      return { to, content: orderReceived(order, orderUrl, siteUrl) };
    case 'order.paid':
      return { to, content: paymentReceived(order, orderUrl, siteUrl) };
    case 'order.payment_failed':
    case 'order.expired':
      return {
        to,
        content: paymentNotCompleted(
          order,
          delivery.event === 'order.expired' ? 'expired' : 'payment_failed',
          siteUrl,
        ),
      };
    case 'order.amount_mismatch':
      return null;
  }
}

/** An email's HTML part, and its plain-text part read from that HTML: the layout renders once. */
export async function renderEmail(content: EmailContent): Promise<{ html: string; text: string }> {
  const html = await render(createElement(CustomerEmail, { content }));
  const text = toPlainText(html, {
    selectors: [
      // Headings as written: capitals read as shouting in a plain-text email.
      ...['h1', 'h2'].map((selector) => ({ selector, options: { uppercase: false } })),
      // A mail link reads as its label, and its address is written out beside it.
      { selector: 'a[href^="mailto:"]', format: 'anchor', options: { ignoreHref: true } },
    ],
  });
  return { html, text };
}
