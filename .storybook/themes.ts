import { clinicTheme, defaultTheme } from '../packages/ui/src';

/** The themes the toolbar offers and every story is tested in: each one's class. */
export const themeClasses = { default: defaultTheme, clinic: clinicTheme } as const;
export type ThemeName = keyof typeof themeClasses;

/**
 * Puts a theme's class on <html>, so that the page background and anything rendered in a portal
 * (modals, toasts, popovers) are themed too. A theme only sets CSS custom properties: switching the
 * class restyles a rendered story without rendering it again.
 */
export function applyTheme(theme: ThemeName) {
  document.documentElement.classList.remove(...Object.values(themeClasses));
  document.documentElement.classList.add(themeClasses[theme] ?? defaultTheme);
}
