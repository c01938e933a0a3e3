import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Container } from '../Container/Container';
import { Link } from '../Link/Link';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Page chrome/SkipLink',
  component: SkipLink,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <Container>
        <nav aria-label="Principal">
          <ul
            style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', padding: '1.5rem 0', listStyle: 'none' }}
          >
            <li>
              <Link href="#beneficios">Beneficios</Link>
            </li>
            <li>
              <Link href="#precios">Precios</Link>
            </li>
            <li>
              <Link href="#preguntas">Preguntas</Link>
            </li>
          </ul>
        </nav>
      </Container>
      <main id="contenido">
        <Container>
          <h1>Tu web nueva, con un asistente que atiende 24/7</h1>
          <p>
            Lee las <Link href="/legal/terminos">condiciones del servicio</Link>.
          </p>
        </Container>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Out of sight until a keyboard user reaches it: it takes no room in the layout. */
export const Hidden: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Saltar al contenido' });
    await expect(link).toHaveAttribute('href', '#contenido');
    const { width, height } = link.getBoundingClientRect();
    await expect(width * height).toBeLessThanOrEqual(1);
  },
};

/** The first Tab shows it at the top-left corner, above the page. */
export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Saltar al contenido' });
    await expect(link).toHaveFocus();
    // In the static Storybook, after many stories, the focused style has been seen to apply a frame
    // after the focus: wait for the link as a person sees it.
    await waitFor(() => expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44));
    const { top, left } = link.getBoundingClientRect();
    await expect(top).toBeLessThan(20);
    await expect(left).toBeLessThan(20);
  },
};

/** Enter moves focus to the main content: the next Tab skips the navigation. */
export const JumpsToContent: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const main = canvas.getByRole('main');
    await expect(main).toHaveFocus();
    await expect(main).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'condiciones del servicio' })).toHaveFocus();
  },
};

/** Another target and wording. */
export const CustomTarget: Story = {
  args: { href: '#contenido', children: 'Ir al contenido principal' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('link', { name: 'Ir al contenido principal' }));
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
