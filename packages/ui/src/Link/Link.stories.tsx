import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { Link } from './Link';

const navigate = fn();

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/legal/privacidad', children: 'política de privacidad' },
  render: (args) => (
    <p>
      Al enviar el formulario aceptas nuestra <Link {...args} />.
    </p>
  ),
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a router the link is a plain `<a href>`. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute(
      'href',
      '/legal/privacidad',
    );
  },
};

/**
 * Inside react-aria-components' `RouterProvider`, internal links call the site's router instead of
 * reloading the page: this is how a client site plugs its own routing in.
 */
export const WithRouter: Story = {
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  play: async ({ canvas }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'política de privacidad' }));
    await expect(navigate).toHaveBeenCalledWith('/legal/privacidad', undefined);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
