import * as styles from './Loading.css';

/** What a page shows while its code loads after a client-side navigation (SPEC §2: 'Cargando...'). */
export function Loading() {
  return (
    <main id="contenido" className={styles.loading}>
      <p role="status">Cargando...</p>
    </main>
  );
}
