import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    children: (
      <>
        <h3>Asistente por chat</h3>
        <p>Responde a tus clientes a cualquier hora con la información de tu negocio.</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Raised: Story = { args: { elevation: 'raised' } };
export const Muted: Story = { args: { tone: 'muted' } };
export const Accent: Story = { args: { tone: 'accent', padding: 'lg' } };
export const Inverse: Story = { args: { tone: 'inverse' } };

export const AsArticle: Story = {
  args: { as: 'article' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('Asistente por chat');
  },
};
