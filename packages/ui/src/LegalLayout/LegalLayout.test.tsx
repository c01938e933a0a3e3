import { I18nProvider } from 'react-aria-components';
import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { LegalLayout } from './LegalLayout';

const legalDocument = { title: 'Policy', lastUpdated: '2025-01-15', version: '1.0' };

describe('LegalLayout', () => {
  test('dates the document in British English', async () => {
    const screen = await render(
      <I18nProvider locale="en-GB">
        <LegalLayout {...legalDocument} />
      </I18nProvider>,
    );
    await expect.element(screen.getByText('15 January 2025')).toHaveAttribute('datetime', '2025-01-15');
    await expect.element(screen.getByText(/^Last updated:/)).toBeVisible();
    await expect.element(screen.getByText('Version 1.0')).toBeVisible();
  });

  test('dates the document in Catalan', async () => {
    const screen = await render(
      <I18nProvider locale="ca-ES">
        <LegalLayout {...legalDocument} />
      </I18nProvider>,
    );
    await expect.element(screen.getByText('15 de gener del 2025')).toHaveAttribute('datetime', '2025-01-15');
    await expect.element(screen.getByText(/^Última actualització:/)).toBeVisible();
    await expect.element(screen.getByText('Versió 1.0')).toBeVisible();
  });
});
