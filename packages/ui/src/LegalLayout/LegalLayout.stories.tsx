import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LinkButton } from '../Button/Button';
import { LegalLayout } from './LegalLayout';

const privacySections = [
  {
    id: 'responsable',
    title: 'Responsable del tratamiento',
    content: (
      <p>
        El responsable del tratamiento de tus datos es <strong>Ejemplo Digital S.L.</strong>, con NIF
        B00000000 y domicilio en Calle Mayor 1, 28013 Madrid.
      </p>
    ),
  },
  {
    id: 'finalidades',
    title: 'Finalidades',
    content: (
      <>
        <p>Tratamos tus datos para:</p>
        <ul>
          <li>Responder a tus solicitudes de información y de demo.</li>
          <li>Preparar una propuesta a medida y, si la aceptas, prestar el servicio contratado.</li>
          <li>Enviarte comunicaciones comerciales, solo si nos has dado tu consentimiento.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'conservacion',
    title: 'Plazos de conservación',
    content: (
      <table>
        <caption>Cuánto tiempo guardamos cada dato</caption>
        <thead>
          <tr>
            <th scope="col">Dato</th>
            <th scope="col">Plazo</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Solicitudes de contacto</td>
            <td>12 meses desde la última comunicación</td>
          </tr>
          <tr>
            <td>Datos de clientes</td>
            <td>Mientras dure el contrato y 6 años después, por obligación legal</td>
          </tr>
        </tbody>
      </table>
    ),
  },
  {
    id: 'derechos',
    title: 'Tus derechos',
    content: (
      <>
        <p>
          Puedes ejercer tus derechos de acceso, rectificación, supresión, limitación, oposición y
          portabilidad escribiéndonos. Si crees que no hemos atendido bien tu solicitud, puedes reclamar ante
          la <a href="https://www.aepd.es">Agencia Española de Protección de Datos</a>.
        </p>
        <ol>
          <li>Envíanos tu solicitud indicando el derecho que quieres ejercer.</li>
          <li>Te responderemos en el plazo máximo de un mes.</li>
        </ol>
      </>
    ),
  },
];

const meta = {
  title: 'Page chrome/LegalLayout',
  component: LegalLayout,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    return () => window.scrollTo({ top: 0, behavior: 'instant' });
  },
  args: {
    title: 'Política de privacidad',
    intro: 'Te explicamos qué datos tratamos, para qué y cuáles son tus derechos, sin letra pequeña.',
    homeHref: '/',
    onClose: fn(),
    lastUpdated: '2025-01-15',
    version: '1.0',
    sections: privacySections,
    contactEmail: 'privacidad@example.com',
    contactText: 'Si tienes cualquier duda sobre esta política, escríbenos a',
    contactTextAfter: '.',
  },
} satisfies Meta<typeof LegalLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A privacy policy: date, version, table of contents, numbered sections and contact. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Política de privacidad');
    await expect(canvas.getByRole('link', { name: /Volver a Inicio/ })).toHaveAttribute('href', '/');
    await expect(canvas.getByText('15 de enero de 2025')).toHaveAttribute('datetime', '2025-01-15');
    await expect(canvas.getByText(/Última actualización/)).toBeVisible();
    await expect(canvas.getByText('Versión 1.0')).toBeVisible();
    const toc = canvas.getByRole('navigation', { name: 'Contenido' });
    await expect(toc.querySelectorAll('a')).toHaveLength(privacySections.length);
    for (const section of privacySections) {
      await expect(canvas.getByRole('heading', { level: 2, name: new RegExp(section.title) })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'privacidad@example.com' })).toHaveAttribute(
      'href',
      'mailto:privacidad@example.com',
    );
  },
};

/** The cookie policy: a table of categories, styled for reading on any width. */
export const CookiePolicy: Story = {
  args: {
    title: 'Política de cookies',
    intro: 'Qué cookies usamos, para qué sirven y cómo puedes gestionarlas.',
    lastUpdated: '2025-02-01',
    sections: [
      {
        id: 'categorias',
        title: 'Categorías de cookies',
        content: (
          <>
            <p>
              Solo instalamos las cookies necesarias sin tu permiso. El resto dependen de lo que elijas en{' '}
              <strong>Configurar cookies</strong>, al pie de cada página.
            </p>
            <table>
              <thead>
                <tr>
                  <th scope="col">Categoría</th>
                  <th scope="col">Para qué sirve</th>
                  <th scope="col">Duración</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>Necesarias</td>
                  <td>Recordar tu elección de cookies y mantener la web segura.</td>
                  <td>12 meses</td>
                </tr>
                <tr>
                  <td>Analíticas</td>
                  <td>Contar visitas y ver qué páginas funcionan mejor.</td>
                  <td>13 meses</td>
                </tr>
                <tr>
                  <td>Marketing</td>
                  <td>Medir campañas y mostrar anuncios relevantes.</td>
                  <td>90 días</td>
                </tr>
                <tr>
                  <td>Funcionales</td>
                  <td>Activar el chat del asistente y recordar tus ajustes.</td>
                  <td>Sesión</td>
                </tr>
              </tbody>
            </table>
          </>
        ),
      },
      {
        id: 'gestion',
        title: 'Cómo gestionarlas',
        content: <p>Puedes cambiar tu elección cuando quieras o borrar las cookies desde tu navegador.</p>,
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
    // The table fits the reading column: nothing overflows the page.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The close button calls `onClose` (the site goes back in history, or home). */
export const Close: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A table-of-contents link scrolls to its section and moves focus there. */
export const TableOfContents: Story = {
  play: async ({ canvas }) => {
    const toc = canvas.getByRole('navigation', { name: 'Contenido' });
    const link = toc.querySelector('a[href="#derechos"]') as HTMLElement;
    await userEvent.click(link);
    const section = canvas.getByRole('region', { name: /Tus derechos/ });
    await expect(section).toHaveAttribute('id', 'derechos');
    await expect(section).toHaveFocus();
    await waitFor(() => expect(section.getBoundingClientRect().top).toBeLessThan(window.innerHeight / 2), {
      timeout: 3000,
    });
  },
};

/** A `Date` is formatted in Spanish too; without `onClose` there is no close button. */
export const DateObjectNoClose: Story = {
  args: { lastUpdated: new Date(2025, 2, 3), onClose: undefined, version: undefined, intro: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 de marzo de 2025')).toHaveAttribute('datetime', '2025-03-03');
    await expect(canvas.queryByRole('button', { name: 'Cerrar' })).toBeNull();
    await expect(canvas.queryByText(/Versión/)).toBeNull();
  },
};

/** An unknown legal page: "Contenido no encontrado" inside the same frame. */
export const NotFound: Story = {
  args: {
    notFound: true,
    title: undefined,
    notFoundText: 'La página legal que buscas no existe o ha cambiado de dirección.',
    children: (
      <LinkButton href="/" variant="secondary">
        Ir a la página de inicio
      </LinkButton>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Contenido no encontrado');
    await expect(canvas.queryByRole('navigation', { name: 'Contenido' })).toBeNull();
    await expect(canvas.getByRole('link', { name: /Volver a Inicio/ })).toBeVisible();
  },
};
