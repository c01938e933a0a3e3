import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IconCheck } from '../Icon/Icon';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tick that sighted users read as "included"; screen readers hear the word. */
export const Default: Story = {
  render: () => (
    <p>
      <IconCheck />
      <VisuallyHidden>Incluido:</VisuallyHidden> Mantenimiento y soporte
    </p>
  ),
  play: async ({ canvas }) => {
    const hidden = canvas.getByText('Incluido:');
    await expect(hidden).toBeInTheDocument();
    const { width, height } = hidden.getBoundingClientRect();
    await expect(width * height).toBeLessThanOrEqual(1);
    await expect(hidden.closest('p')).toHaveTextContent('Incluido: Mantenimiento y soporte');
  },
};
