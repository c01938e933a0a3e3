import { showDialog } from '@renueva/ui';

/**
 * The id of the lead form's `<dialog>`, which every page holds in its HTML, closed (entry-prerender.tsx): a
 * 'Solicitar demo' button opens it with no script (DemoButton.tsx).
 */
export const LEAD_DIALOG_ID = 'solicitar-demo';

/** Opens the lead form from code (the assistant's demo action). */
export const openLeadDialog = () => showDialog(LEAD_DIALOG_ID);
