import { LinkButton, NotFound } from '@renueva/ui';
import { brand } from '../content/brand';
import type { Page } from './page';

/** The 404 card, with the texts the specification gives (SPEC §8). */
function NotFoundPage() {
  return (
    <main id="contenido">
      <NotFound
        // The specification's texts are English, on a Spanish page: marked so screen readers say them in English.
        title={<span lang="en">404 Page Not Found</span>}
        text={<span lang="en">Did you forget to add the page to the router?</span>}
        action={
          <LinkButton href="/" variant="secondary">
            Volver a Inicio
          </LinkButton>
        }
      />
    </main>
  );
}

export const notFoundPage: Page = {
  meta: {
    title: `Página no encontrada | ${brand.name}`,
    description:
      'La página que buscas no existe. Vuelve a la página de inicio para conocer nuestra web con asistente virtual.',
    noindex: true,
  },
  Component: NotFoundPage,
};
