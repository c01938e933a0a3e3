import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { openedBy } from '../loading/openers';
import { useOpener } from '../loading/useOpener';
import { LeadDialogContext } from './LeadDialogContext';

const LeadDialog = lazy(openedBy['lead-dialog']);

/**
 * Renders the lead form when a 'Solicitar demo' button is pressed (`opens('lead-dialog')`, see
 * DemoButton) and gives what renders later (the assistant's demo action) `openLeadDialog`. The
 * form's code (fields, zod schema) is prefetched, not run, when the browser is idle, and runs as
 * soon as the visitor reaches for such a button (entry-client.tsx).
 * The context value never changes, which keeps the page's islands hydrating lazily (see Island.tsx).
 */
export function LeadDialogProvider({ children }: { children: ReactNode }) {
  const { isOpen, open, close } = useOpener('lead-dialog');
  const value = useMemo(() => ({ openLeadDialog: open }), [open]);
  return (
    <LeadDialogContext value={value}>
      {children}
      {isOpen && (
        <Suspense fallback={null}>
          <LeadDialog onClose={close} />
        </Suspense>
      )}
    </LeadDialogContext>
  );
}
