import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hydrate, Prerendered } from '../../../../.storybook/prerendered';
import { Button, LinkButton } from '../Button/Button';
import { Section } from '../Section/Section';
import { NavBar, type NavBarProps } from './NavBar';
import { toggleCloseIcon, toggleMenuIcon } from './NavBar.css';

const sections = [
  {
    id: 'beneficios',
    title: 'Beneficios',
    text: 'Una web rápida, fácil de encontrar en Google y con un asistente que atiende a tus clientes a cualquier hora.',
  },
  {
    id: 'como-funciona',
    title: 'Cómo funciona',
    text: 'Nos cuentas tu negocio, preparamos una demo en 7 días y tu web nueva está lista en 2-4 semanas.',
  },
  {
    id: 'precios',
    title: 'Precios',
    text: 'Un pago único de puesta en marcha y, si quieres, un mantenimiento mensual con soporte y mejoras.',
  },
  {
    id: 'preguntas',
    title: 'Preguntas frecuentes',
    text: 'Todo lo que suelen preguntarnos antes de empezar: plazos, contenidos, dominio y asistente.',
  },
  {
    id: 'contacto',
    title: 'Contacto',
    text: 'Escríbenos y te respondemos en menos de 48 horas laborables.',
  },
];

const links = sections.map(({ id, title }) => ({
  href: `#${id}`,
  label: title === 'Preguntas frecuentes' ? 'Preguntas' : title,
}));

/** The bar over a page of sections its links scroll to. */
function Page(props: NavBarProps) {
  return (
    <>
      <NavBar {...props} />
      <main id="contenido">
        {sections.map((section, index) => (
          <Section
            key={section.id}
            id={section.id}
            title={section.title}
            intro={section.text}
            tone={index % 2 ? 'muted' : 'default'}
          />
        ))}
      </main>
    </>
  );
}

const meta = {
  title: 'Page chrome/NavBar',
  component: NavBar,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: <Link href="/">Taller Ruiz</Link>,
    links,
    action: (
      <Button size="sm" variant="secondary" onPress={fn()}>
        Solicitar demo
      </Button>
    ),
    cta: (
      <LinkButton size="sm" href="/checkout">
        Quiero mi nueva web + asistente virtual
      </LinkButton>
    ),
  },
  // Each story starts at the top of the page, whatever the previous one scrolled.
  beforeEach: () => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    return () => window.scrollTo({ top: 0, behavior: 'instant' });
  },
  render: (args) => <Page {...args} />,
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Waits for a smooth scroll to bring the top of `element` to `top` px from the top of the viewport.
 * (Waiting for the scroll to stop instead mistook a scroll that had not started yet for a finished one.)
 */
async function scrolledTo(element: HTMLElement, top: number) {
  await waitFor(() => expect(Math.round(element.getBoundingClientRect().top)).toBe(top), {
    timeout: 4000,
    interval: 100,
  });
}

/** At 1280 px: the links, the action and the call to action sit in the bar; no menu toggle. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Principal' });
    for (const { label } of links) {
      await expect(within(nav).getByRole('link', { name: String(label) })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Quiero mi nueva web + asistente virtual' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Solicitar demo' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Abrir menú' })).toBeNull();
  },
};

/** A link scrolls the section under the bar and moves focus to it, for keyboard users too. */
export const DesktopScrollsToSection: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Principal' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Precios' }));
    const section = canvas.getByRole('region', { name: 'Precios' });
    await expect(section).toHaveFocus();
    // The section's top meets the global scroll padding, just under the sticky bar.
    await scrolledTo(section, 80);
    // The bar stays stuck to the top.
    const bar = canvas.getByRole('button', { name: 'Solicitar demo' }).closest('header');
    await expect(bar?.getBoundingClientRect().top).toBe(0);
  },
};

/** At 375 px the links live in a menu; the toggle says what it will do and reports its state. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Abrir menú' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Principal' })).toBeNull();
    // The call to action is desktop-only in the bar.
    await expect(canvas.queryByRole('link', { name: /Quiero mi nueva web/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Solicitar demo' })).toBeVisible();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Cerrar menú');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await expect(menu).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Principal' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(links.length);
    await expect(canvas.getByRole('link', { name: /Quiero mi nueva web/ })).toBeVisible();

    await userEvent.click(within(nav).getByRole('link', { name: 'Precios' }));
    await expect(toggle).toHaveAccessibleName('Abrir menú');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).not.toBeVisible();
    const section = canvas.getByRole('region', { name: 'Precios' });
    await expect(section).toHaveFocus();
    await scrolledTo(section, 80);
  },
};

/** The open menu: links in large targets, the call to action at the end. */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menú' }));
    const nav = canvas.getByRole('navigation', { name: 'Principal' });
    for (const link of within(nav).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** Escape closes the menu and puts focus back on the toggle. */
export const MobileEscapeCloses: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Abrir menú' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Tab moves into the menu, right after the toggle.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Beneficios' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Abrir menú');
    await expect(toggle).toHaveFocus();
  },
};

/** A click outside the menu closes it. */
export const MobileOutsideClickCloses: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Abrir menú' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('heading', { name: 'Contacto' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Abrir menú');
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};

/** Labels can be replaced, for another language or wording. */
export const CustomLabels: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { labels: { openMenu: 'Menú', closeMenu: 'Cerrar el menú', navigation: 'Secciones' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menú' }));
    await expect(canvas.getByRole('button', { name: 'Cerrar el menú' })).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Secciones' })).toBeVisible();
  },
};

/**
 * What a page shows before its code loads: the server's HTML, with no React. The menu is a popover,
 * so the first tap opens it all the same, with the right icon; React then takes over the menu as it
 * is on screen (open), names the toggle after it, and Escape closes it.
 */
export const BeforeItsCodeRuns: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <Prerendered>
      <Page {...args} />
    </Prerendered>
  ),
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole('button', { name: 'Abrir menú' });
    await userEvent.click(toggle);
    const nav = canvas.getByRole('navigation', { name: 'Principal' });
    for (const { label } of links) {
      await expect(within(nav).getByRole('link', { name: String(label) })).toBeVisible();
    }
    await expect(toggle.querySelector(`.${toggleCloseIcon}`)).toBeVisible();
    await expect(toggle.querySelector(`.${toggleMenuIcon}`)).not.toBeVisible();

    await hydrate(canvasElement);
    await expect(nav).toBeVisible();
    await expect(toggle).toHaveAccessibleName('Cerrar menú');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Escape}');
    await expect(nav).not.toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Abrir menú');
    await expect(toggle.querySelector(`.${toggleMenuIcon}`)).toBeVisible();
  },
};
