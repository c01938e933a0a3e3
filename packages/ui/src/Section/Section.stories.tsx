import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Section } from './Section';

const meta = {
  title: 'Layout/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  args: {
    id: 'beneficios',
    eyebrow: 'Beneficios',
    title: 'Una web que trabaja mientras duermes',
    intro:
      'Rápida, fácil de encontrar en Google y con un asistente que atiende a tus clientes a cualquier hora.',
    children: <p>El contenido de la sección va aquí.</p>,
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A landmark named by its heading, reachable at `#beneficios`. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Una web que trabaja mientras duermes' });
    await expect(region).toHaveAttribute('id', 'beneficios');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Una web que trabaja mientras duermes',
    );
  },
};

export const Muted: Story = { args: { tone: 'muted' } };

export const Inverse: Story = { args: { tone: 'inverse', id: 'contacto', eyebrow: 'Empieza hoy' } };

export const TitleOnly: Story = { args: { eyebrow: undefined, intro: undefined } };
