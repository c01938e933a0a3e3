import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { prefetch } from '../loading/prefetch';
import { onFirstInteraction } from '../loading/triggers';
import { LeadDialogContext } from './LeadDialogContext';

const loadLeadDialog = () => import('./LeadDialog');
const LeadDialog = lazy(loadLeadDialog);

/**
 * Gives the page `openLeadDialog` and renders the lead form when asked. The form's code (fields, zod
 * schema) is prefetched when the browser is idle and loads at the first interaction, so it is there when
 * a 'Solicitar demo' is pressed.
 * The context value never changes, which keeps the page's islands hydrating lazily (see Island.tsx).
 */
export function LeadDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const openLeadDialog = useCallback(() => setOpen(true), []);
  const value = useMemo(() => ({ openLeadDialog }), [openLeadDialog]);

  useEffect(() => onFirstInteraction(() => prefetch(loadLeadDialog)), []);

  return (
    <LeadDialogContext value={value}>
      {children}
      {isOpen && (
        <Suspense fallback={null}>
          <LeadDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </LeadDialogContext>
  );
}
