/**
 * The legal documents as plain data (no React), so the pages, the JSON-LD and the assistant's
 * knowledge base read the same text. Internal links are paths ('/legal/cookies'), external ones
 * full URLs, email addresses `mailto:` links.
 */

/** A piece of running text: plain, emphasised, or a link. */
export type Inline = string | { strong: string } | { text: string; href: string };

/** The text of a paragraph, a list item or a table cell: one string, or a run of pieces. */
export type RichText = string | readonly Inline[];

export interface LegalTable {
  /** Says what the table holds; read by screen readers with it. */
  caption: string;
  columns: readonly string[];
  /** One cell per column. */
  rows: readonly (readonly RichText[])[];
}

/** One block of a section: a paragraph, a subheading (h3), a list or a table. */
export type LegalBlock =
  | RichText
  | { heading: string }
  | { list: readonly RichText[]; ordered?: boolean }
  | { table: LegalTable };

/** Whether a block is running text (a paragraph) rather than a heading, a list or a table. */
export const isRichText = (block: LegalBlock): block is RichText =>
  typeof block === 'string' || Array.isArray(block);

export interface LegalSection {
  /** The section's anchor on the page: a short Spanish slug. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  /** The document's route. */
  path: `/legal/${string}`;
  /** The visible title (the h1); the page's <title> adds the brand. */
  title: string;
  /** The meta description: what the document answers, in one or two sentences. */
  description: string;
  /** The lead paragraph under the title. */
  intro: string;
  sections: readonly LegalSection[];
  /** Where questions about the document go. */
  contactEmail: string;
  /** The contact block's text before the email link. */
  contactText: string;
}

/** The version every legal document states (SPEC §2). */
export const legalVersion = '1.0';

export const strong = (text: string): Inline => ({ strong: text });
export const link = (text: string, href: string): Inline => ({ text, href });
export const mailLink = (address: string): Inline => ({ text: address, href: `mailto:${address}` });
