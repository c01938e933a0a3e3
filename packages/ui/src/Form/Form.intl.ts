import type { Catalogue } from '../i18n/useLabels';

/** Built-in texts of the form. */
export interface FormLabels {
  /** Title of the error summary, given how many fields need fixing. */
  errorSummaryTitle: (count: number) => string;
}

export const formLabels: Catalogue<FormLabels> = {
  es: {
    errorSummaryTitle: (count) =>
      count === 1 ? 'Revisa 1 campo antes de enviar:' : `Revisa ${count} campos antes de enviar:`,
  },
  ca: {
    errorSummaryTitle: (count) =>
      count === 1 ? 'Revisa 1 camp abans d’enviar:' : `Revisa ${count} camps abans d’enviar:`,
  },
  en: {
    errorSummaryTitle: (count) =>
      count === 1 ? 'Check 1 field before sending:' : `Check ${count} fields before sending:`,
  },
};
