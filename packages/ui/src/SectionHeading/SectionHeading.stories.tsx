import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SectionHeading } from './SectionHeading';

const meta = {
  title: 'Layout/SectionHeading',
  component: SectionHeading,
  args: {
    eyebrow: 'Cómo funciona',
    title: 'Tu web nueva en cuatro pasos',
    intro:
      'Sin reuniones eternas ni tecnicismos: tú nos cuentas tu negocio y nosotros nos encargamos del resto.',
  },
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Tu web nueva en cuatro pasos');
  },
};

export const Centered: Story = { args: { align: 'center' } };

/** Level 1 is the page title, with the largest type step. */
export const PageTitle: Story = {
  args: { level: 1, eyebrow: undefined, title: 'Política de privacidad' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Política de privacidad');
  },
};

export const Block: Story = { args: { level: 3, intro: undefined } };
