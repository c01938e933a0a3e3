import '@fontsource-variable/figtree/wght.css';
import '@fontsource-variable/lora/wght.css';
import '@renueva/ui/styles.css';
import { I18nProvider } from '@renueva/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { bakeryTheme } from './theme.css';

// On <html>, so that what renders in portals (the order dialog, toasts) is themed too.
document.documentElement.classList.add(bakeryTheme);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      {/* Every built-in text, price and date of @renueva/ui follows this locale. */}
      <I18nProvider locale="ca-ES">
        <App />
      </I18nProvider>
    </StrictMode>,
  );
}
