import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Page chrome/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    id: 'contacto',
    brand: <Link href="/">Taller Ruiz</Link>,
    description: 'Webs rápidas con un asistente virtual que atiende a tus clientes a cualquier hora.',
    columns: [
      {
        title: 'Servicio',
        links: [
          { href: '#beneficios', label: 'Beneficios' },
          { href: '#como-funciona', label: 'Cómo funciona' },
          { href: '#precios', label: 'Precios' },
          { href: '#preguntas', label: 'Preguntas frecuentes' },
        ],
      },
      {
        title: 'Descubre',
        links: [
          { href: '/comparacion', label: 'Frente a agencias y freelancers' },
          { href: '/oferta-especial', label: 'Oferta especial' },
          { href: '/checkout', label: 'Contratar' },
        ],
      },
      {
        title: 'Contacto',
        links: [
          { href: 'mailto:hola@example.com', label: 'hola@example.com' },
          { href: 'tel:+34900000000', label: '900 000 000' },
        ],
      },
    ],
    legalLinks: [
      { href: '/legal/privacidad', label: 'Privacidad' },
      { href: '/legal/cookies', label: 'Cookies' },
      { href: '/legal/terminos', label: 'Términos' },
      { href: '/legal/aviso-legal', label: 'Aviso legal' },
    ],
    copyright: '© 2026 Taller Ruiz. Todos los derechos reservados.',
    onCookieSettings: fn(),
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Columns, legal links and the cookie settings button, on the dark band. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('footer')).toHaveAttribute('id', 'contacto');
    const nav = canvas.getByRole('navigation', { name: 'Pie de página' });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Aviso legal' })).toHaveAttribute(
      'href',
      '/legal/aviso-legal',
    );
    await expect(canvas.getByText('© 2026 Taller Ruiz. Todos los derechos reservados.')).toBeVisible();
    const cookieSettings = canvas.getByRole('button', { name: 'Configurar cookies' });
    // What a prerendered cookie banner's script opens the preferences from (`showCookieSettings`).
    await expect(cookieSettings).toHaveAttribute('data-consent', 'settings');
    await userEvent.click(cookieSettings);
    await expect(args.onCookieSettings).toHaveBeenCalledTimes(1);
  },
};

/** The cookie button's label can be replaced. */
export const CustomCookieLabel: Story = {
  args: { labels: { cookieSettings: 'Preferencias de cookies' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Preferencias de cookies' })).toBeVisible();
  },
};

/**
 * Just the bottom row: copyright and legal links, no cookie button without a handler (or
 * `showCookieSettings`).
 */
export const Minimal: Story = {
  args: { brand: undefined, description: undefined, columns: undefined, onCookieSettings: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('navigation', { name: 'Legal' })).toBeVisible();
  },
};
