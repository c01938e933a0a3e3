import { createContext, useContext } from 'react';

export interface LeadDialogContextValue {
  /** Opens the lead form. */
  openLeadDialog: () => void;
}

export const LeadDialogContext = createContext<LeadDialogContextValue | null>(null);

/** Opens the site's lead form ("Solicitar demo") from anywhere inside the app shell. */
export function useLeadDialog(): LeadDialogContextValue {
  const value = useContext(LeadDialogContext);
  if (!value) throw new Error('useLeadDialog must be used inside the app shell (App.tsx).');
  return value;
}
