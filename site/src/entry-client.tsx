import '@fontsource-variable/plus-jakarta-sans/wght.css';
import '@renueva/ui/styles.css';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (root) hydrateRoot(root, <App />);
