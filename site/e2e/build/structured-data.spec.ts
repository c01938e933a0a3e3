import { formatPrice } from '@renueva/ui/format';
import { formatDay } from '../../src/content/legal/common';
import { expect, notFoundPaths, routePaths, test, withConsent } from '../fixtures';

type JsonLdNode = Record<string, unknown>;

/**
 * The properties Google's structured-data documentation requires, by type: FAQPage, Question and Answer
 * (FAQ), Offer (product snippets and merchant listings). Google requires none for Article and
 * Organization and recommends these, which our pages keep; Service has no Google feature of its own.
 * A top-level node of a type not listed here fails, so a new type comes with its requirements.
 */
const requiredProperties: Record<string, readonly string[]> = {
  Organization: ['name', 'url', 'logo'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  Service: ['name'],
  Offer: ['price', 'priceCurrency'],
  Article: ['headline', 'image', 'datePublished', 'dateModified', 'author'],
};

const isNode = (value: unknown): value is JsonLdNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every object in a JSON-LD value, however deep (offers, their price specifications, answers). */
function nodesIn(value: unknown): JsonLdNode[] {
  const children = isNode(value) ? Object.values(value) : Array.isArray(value) ? value : [];
  return [...(isNode(value) ? [value] : []), ...children.flatMap(nodesIn)];
}

const isReference = (node: JsonLdNode) => Object.keys(node).join() === '@id';
const isEmpty = (value: unknown) =>
  value === undefined || value === '' || (Array.isArray(value) && !value.length);

/** A price as the page writes it: `formatPrice`'s euros, and 0 as the pricing card's 'Gratis'. */
function statedPrice(price: unknown, currency: unknown) {
  // formatPrice only writes euros: a price in another currency is one the page cannot be stating.
  if (currency !== 'EUR') return `${price} ${currency}`;
  return Number(price) === 0 ? 'Gratis' : formatPrice(Number(price));
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Spaces as a reader sees them: formatPrice separates the euro sign with a no-break space. */
const normalised = (text: string) => text.replace(/\s+/g, ' ');

for (const path of [...routePaths, ...notFoundPaths]) {
  test(`${path}: its JSON-LD parses, has what Google requires and states what the page shows`, async ({
    page,
  }) => {
    await withConsent(page);
    await page.goto(path);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.length).toBeGreaterThan(0);
    const graphs = blocks.map((block) => JSON.parse(block));
    for (const graph of graphs) expect(graph['@context']).toBe('https://schema.org');
    const topLevel: JsonLdNode[] = graphs.flatMap((graph) => graph['@graph'] ?? [graph]);
    const nodes = topLevel.flatMap(nodesIn);

    for (const node of topLevel) expect(Object.keys(requiredProperties)).toContain(node['@type']);
    for (const node of nodes) {
      const missing = (requiredProperties[String(node['@type'])] ?? []).filter((key) => isEmpty(node[key]));
      expect(missing, `missing from the ${node['@type']} ${node['@id'] ?? node.name ?? ''}`).toEqual([]);
    }
    // A reference (an Article's author: { "@id": … }) names a node of the same page.
    const ids = nodes.filter((node) => !isReference(node)).map((node) => node['@id']);
    for (const reference of nodes.filter(isReference)) expect(ids).toContain(reference['@id']);

    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, what a visitor sees, is the point
    const visibleText = normalised(await page.locator('body').innerText());
    for (const node of nodes.filter((node) => 'price' in node))
      expect(visibleText, `the price of ${node.name ?? node['@type']}`).toContain(
        normalised(statedPrice(node.price, node.priceCurrency)),
      );
    // Each date is on the page as a <time> for it, written the way the page writes dates.
    const days = new Set(
      nodes.flatMap((node) => Object.values(node)).filter((value) => ISO_DAY.test(`${value}`)),
    );
    for (const day of days) {
      const time = page.locator(`time[datetime="${day}"]`).first();
      await expect(time, `the date ${day}`).toBeVisible();
      await expect(time).toHaveText(formatDay(String(day)));
    }

    // The FAQ's questions are on the page, and each answer is the page's own (in its collapsed panel).
    const pageText = normalised((await page.locator('body').textContent()) ?? '');
    for (const question of nodes.filter((node) => node['@type'] === 'Question')) {
      expect(visibleText).toContain(normalised(String(question.name)));
      expect(pageText).toContain(normalised(String((question.acceptedAnswer as JsonLdNode).text)));
    }
  });
}
