import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../theme/contract.css';
import { Container } from './Container';

const sample = (
  <p style={{ background: vars.color.accentSoft, padding: vars.space['4'], borderRadius: vars.radius.md }}>
    El contenido se centra en una columna con los márgenes del tema, y nunca toca los bordes de la pantalla.
  </p>
);

const meta = {
  title: 'Layout/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: { children: sample },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { 'data-testid': 'container' } as never,
  play: async ({ canvas }) => {
    const container = canvas.getByTestId('container');
    const { left, right } = container.firstElementChild?.getBoundingClientRect() ?? { left: 0, right: 0 };
    // The gutters keep content off both edges of the viewport.
    await expect(left).toBeGreaterThanOrEqual(20);
    await expect(window.innerWidth - right).toBeGreaterThanOrEqual(20);
  },
};

export const Narrow: Story = { args: { width: 'narrow' } };

export const Full: Story = { args: { width: 'full' } };
