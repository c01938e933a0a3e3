import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../theme/contract.css';
import { Stack } from './Stack';

const box = { background: vars.color.accentSoft, padding: vars.space['4'], borderRadius: vars.radius.md };

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    children: ['Diseño', 'Asistente', 'Entrega'].map((label) => (
      <div key={label} style={box}>
        {label}
      </div>
    )),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {
  args: { gap: '4' },
  play: async ({ canvas }) => {
    const [first, second] = ['Diseño', 'Asistente'].map((text) =>
      canvas.getByText(text).getBoundingClientRect(),
    );
    // gap 4 is 1rem: 16 px between items on the 4 px grid.
    await expect(Math.round((second?.top ?? 0) - (first?.bottom ?? 0))).toBe(16);
  },
};

export const Row: Story = {
  args: { direction: 'row', gap: '2', wrap: true },
  play: async ({ canvas }) => {
    const [first, second] = ['Diseño', 'Asistente'].map((text) =>
      canvas.getByText(text).getBoundingClientRect(),
    );
    await expect(second?.top).toBe(first?.top);
    await expect(Math.round((second?.left ?? 0) - (first?.right ?? 0))).toBe(8);
  },
};

export const List: Story = {
  args: {
    as: 'ul',
    gap: '3',
    children: ['Web nueva en 2-4 semanas', 'Demo funcional en 7 días', 'Asistente 24/7'].map((item) => (
      <li key={item}>{item}</li>
    )),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
