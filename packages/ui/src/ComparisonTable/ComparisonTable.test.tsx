import '../theme/global.css';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { defaultTheme } from '../theme/themes.css';
import { ComparisonTable } from './ComparisonTable';
import meta from './ComparisonTable.stories';

// Scrolling lives here rather than in a story: a scrolled frame's rounded corners do not
// rasterise the same way twice, so its screenshot cannot be compared.
test('on a phone the table scrolls inside its frame, the first column stays put and the edge shade follows', async () => {
  document.documentElement.classList.add(defaultTheme);
  await page.viewport(375, 812);
  const screen = await render(<ComparisonTable {...meta.args} />);
  const region = screen.getByRole('region', { name: meta.args.caption }).element() as HTMLElement;
  const scroller = region.parentElement as HTMLElement;
  const rowHeader = screen.getByRole('rowheader', { name: 'Plazo de entrega' }).element();

  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  await expect.poll(() => scroller.hasAttribute('data-more')).toBe(true);

  const before = rowHeader.getBoundingClientRect().left;
  region.scrollLeft = region.scrollWidth - region.clientWidth;
  await expect.poll(() => scroller.hasAttribute('data-more')).toBe(false);
  expect(rowHeader.getBoundingClientRect().left).toBe(before);

  region.scrollLeft = 0;
  await expect.poll(() => scroller.hasAttribute('data-more')).toBe(true);
});
