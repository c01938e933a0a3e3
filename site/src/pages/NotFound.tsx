import { Container, LinkButton, Stack } from '@renueva/ui';
import * as styles from './NotFound.css';

/** The 404 card, with the texts the specification gives. */
export function NotFound() {
  return (
    <main id="contenido">
      <Container width="narrow">
        <Stack gap="4" align="start" className={styles.card}>
          <h1>404 Page Not Found</h1>
          <p>Did you forget to add the page to the router?</p>
          <LinkButton href="/" variant="secondary">
            Volver a Inicio
          </LinkButton>
        </Stack>
      </Container>
    </main>
  );
}

NotFound.meta = {
  title: 'Página no encontrada',
  description: 'Esta página no existe.',
};
