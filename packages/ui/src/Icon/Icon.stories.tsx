import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../theme/contract.css';
import * as icons from './Icon';

const all = Object.entries(icons).filter(([name]) => name.startsWith('Icon')) as [
  string,
  icons.IconComponent,
][];

const meta = {
  title: 'Primitives/Icon',
  component: icons.IconCheck,
} satisfies Meta<typeof icons.IconCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon of the set, drawn on a 24 px grid with a 2 px stroke in the current text colour. */
export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
        gap: vars.space['4'],
        padding: 0,
        listStyle: 'none',
      }}
    >
      {all.map(([name, Icon]) => (
        <li
          key={name}
          style={{
            display: 'grid',
            justifyItems: 'center',
            gap: vars.space['2'],
            fontSize: vars.fontSize.xs,
          }}
        >
          <Icon size={28} />
          {name.replace('Icon', '')}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    // Decorative by default: hidden from assistive technology.
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs.length).toBe(all.length);
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

/** With a label, an icon is an image with that name: for icons that stand alone. */
export const Labelled: Story = {
  args: { label: 'Incluido', size: 32 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Incluido' })).toBeVisible();
  },
};
