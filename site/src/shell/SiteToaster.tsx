import { Toaster } from '@renueva/ui';

/** The notification region (F8 focuses it), in its own chunk: toasts only follow an action. */
export function SiteToaster() {
  return <Toaster />;
}
