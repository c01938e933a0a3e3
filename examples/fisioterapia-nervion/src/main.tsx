import '@fontsource-variable/manrope/wght.css';
import '@fontsource-variable/nunito-sans/wght.css';
import '@renueva/ui/styles.css';
import { I18nProvider } from '@renueva/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { clinicTheme } from './theme.css';

// On <html>, so that what renders outside the page's tree (the menu, the chat panel) is themed too.
document.documentElement.classList.add(clinicTheme);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      {/* Every built-in text, price and label of @renueva/ui in Spanish, as written in Spain. */}
      <I18nProvider locale="es-ES">
        <App />
      </I18nProvider>
    </StrictMode>,
  );
}
