/**
 * Where the lead form posts itself before its code runs, or without JavaScript: a form's fields,
 * answered with a page (the thank-you page, or what to correct). See server/leadForm.ts.
 */
export const LEAD_FORM_ACTION = '/solicitar-demo';

/** The thank-you page a demo request sent by the plain form lands on. */
export const LEAD_SENT_PATH = '/demo-solicitada';
