import '@fontsource-variable/plus-jakarta-sans/wght.css';
import '@fontsource-variable/fraunces/wght.css';
import './preview.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { I18nProvider } from 'react-aria-components';
import { applyTheme, type ThemeName } from './themes';
import { viewports } from './viewports';

/**
 * Gives the story the toolbar's theme. The class stays when a story unmounts: when Storybook
 * switches stories, the old story's cleanup can run after the new one has set it, and a removal
 * there would leave the new story without its theme.
 */
const withTheme: Decorator = (Story, { globals }) => {
  const theme = globals.theme as ThemeName;
  useLayoutEffect(() => applyTheme(theme), [theme]);
  return <Story />;
};

/**
 * Gives every story the toolbar's locale, the way a site gives its components theirs: through
 * react-aria's `I18nProvider`. `<html lang>` follows, so screen readers and axe read the right language.
 */
const withLocale: Decorator = (Story, { globals }) => {
  const locale = (globals.locale as string | undefined) ?? 'es-ES';
  useLayoutEffect(() => {
    const previous = document.documentElement.lang;
    document.documentElement.lang = locale;
    return () => {
      document.documentElement.lang = previous;
    };
  }, [locale]);
  return (
    <I18nProvider locale={locale}>
      <Story />
    </I18nProvider>
  );
};

/**
 * Storybook pads the canvas of stories that are not full-screen; the story tests render without
 * Storybook's canvas, so they get the same padding here, before the story renders.
 */
const withTestPadding: Decorator = (Story, { parameters }) =>
  '__vitest_browser__' in globalThis && parameters.layout !== 'fullscreen' ? (
    <div style={{ padding: '1rem' }}>
      <Story />
    </div>
  ) : (
    <Story />
  );

const preview: Preview = {
  decorators: [withTheme, withLocale, withTestPadding],
  globalTypes: {
    theme: {
      description: 'Theme of the components',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'Default (Renueva)' },
          { value: 'clinic', title: 'Clinic (example client)' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the built-in texts, prices and dates',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'es-ES', title: 'Español (es-ES)' },
          { value: 'ca-ES', title: 'Català (ca-ES)' },
          { value: 'en-GB', title: 'English (en-GB)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default', locale: 'es-ES' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    viewport: { options: viewports },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
