import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IconBolt, IconDevices, IconSearch } from '../Icon/Icon';
import { Stack } from '../Stack/Stack';
import { Badge } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Lighthouse > 90', icon: <IconBolt /> },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Lighthouse > 90')).toBeVisible();
  },
};
export const Accent: Story = { args: { tone: 'accent' } };
export const Strong: Story = { args: { tone: 'strong', children: 'Más elegido', icon: undefined } };
export const Inverse: Story = { args: { tone: 'inverse' } };

/** The hero's three claims, side by side; they wrap on small screens. */
export const Group: Story = {
  render: () => (
    <Stack direction="row" gap="2" wrap>
      <Badge icon={<IconBolt />}>Lighthouse &gt; 90</Badge>
      <Badge icon={<IconDevices />}>Diseño responsive</Badge>
      <Badge icon={<IconSearch />}>Preparada para SEO</Badge>
    </Stack>
  ),
};
