import { afterEach, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Link } from '../Link/Link';
import { Checkbox } from './Checkbox';

// Real pointer events from the browser (the story's play function uses Testing Library's
// user-event, which simulates label clicks without the HTML rule for links inside labels).

afterEach(() => {
  history.replaceState(null, '', location.pathname + location.search);
});

it('follows a link inside the label without ticking the box', async () => {
  const onChange = vi.fn();
  const screen = await render(
    <Checkbox isRequired onChange={onChange}>
      He leído y acepto la <Link href="#politica-de-privacidad">política de privacidad</Link>
    </Checkbox>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'política de privacidad' }));
  expect(location.hash).toBe('#politica-de-privacidad');
  await expect.element(screen.getByRole('checkbox')).not.toBeChecked();
  expect(onChange).not.toHaveBeenCalled();

  await userEvent.click(screen.getByText(/He leído y acepto la/), { position: { x: 4, y: 8 } });
  await expect.element(screen.getByRole('checkbox')).toBeChecked();
  expect(onChange).toHaveBeenCalledWith(true);
});
