import { RouterProvider } from 'react-aria-components';
import { Router, useLocation } from 'wouter';
import { pageFor } from './routes';

function CurrentPage() {
  const [path, navigate] = useLocation();
  return <RouterProvider navigate={(href) => navigate(href)}>{pageFor(path).render()}</RouterProvider>;
}

/** The whole site. `ssrPath` is set when prerendering a route at build time. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <Router ssrPath={ssrPath}>
      <CurrentPage />
    </Router>
  );
}
