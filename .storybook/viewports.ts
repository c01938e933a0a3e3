/**
 * The widths every story is tested at (see packages/ui/vitest.config.ts), as Storybook's viewport
 * toolbar offers them: the preview's options, and the sizes the static Storybook's check opens.
 */
export const viewports = {
  mobile: { name: 'Mobile (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof viewports;
