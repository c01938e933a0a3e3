import '@fontsource-variable/plus-jakarta-sans/wght.css';
import '@renueva/ui/styles.css';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { installGlobalErrorHandlers } from './data/errorHandlers';
import { applyMotionPreference } from './loading/motion';
import { whenIdle } from './loading/triggers';
import { logWebVitals } from './loading/vitals';

installGlobalErrorHandlers();
applyMotionPreference();
const root = document.getElementById('root');
if (root) hydrateRoot(root, <App />);
whenIdle(() => void logWebVitals());
