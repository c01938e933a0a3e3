import { Container, LinkButton, Section, Stack } from '@renueva/ui';
import { brand } from '../content/brand';
import * as styles from './Home.css';

/** The landing page. For now the hero and one section; the full page comes with the site issue. */
export function Home() {
  return (
    <main id="contenido">
      <header className={styles.hero}>
        <Container>
          <Stack gap="6" align="start">
            <p className={styles.brand}>{brand.name}</p>
            <h1 className={styles.title}>{brand.tagline}</h1>
            <p className={styles.lead}>{brand.description}</p>
            <Stack direction="row" gap="3" wrap>
              <LinkButton href="#como-funciona" size="lg">
                Cómo funciona
              </LinkButton>
            </Stack>
          </Stack>
        </Container>
      </header>
      <Section
        id="como-funciona"
        tone="muted"
        eyebrow="Cómo funciona"
        title="De tu web actual a una web nueva con asistente, en días"
        intro="Analizamos tu web, la rehacemos con diseño moderno y entrenamos un asistente con la información de tu negocio."
      />
    </main>
  );
}

Home.meta = {
  title: `${brand.name}: nueva web y asistente virtual para tu negocio`,
  description: brand.description,
};
