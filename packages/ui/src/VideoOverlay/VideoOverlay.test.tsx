import { I18nProvider } from 'react-aria-components';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { VideoOverlay } from './VideoOverlay';

const video = { isOpen: true, src: '/video.mp4', captionsSrc: '/video.es.vtt', title: 'Presentation' };

/** The captions track's name, once the overlay is open. */
async function captionsLabel() {
  await expect.element(page.getByRole('dialog')).toBeVisible();
  return document.querySelector('track')?.getAttribute('label');
}

describe('VideoOverlay', () => {
  test('names the Spanish captions in British English', async () => {
    await render(
      <I18nProvider locale="en-GB">
        <VideoOverlay {...video} />
      </I18nProvider>,
    );
    expect(await captionsLabel()).toBe('Spanish');
  });

  test('names the captions in Catalan, whatever their language', async () => {
    await render(
      <I18nProvider locale="ca-ES">
        <VideoOverlay {...video} captionsLang="en" />
      </I18nProvider>,
    );
    expect(await captionsLabel()).toBe('Anglès');
  });

  test('keeps a given name', async () => {
    await render(
      <I18nProvider locale="en-GB">
        <VideoOverlay {...video} captionsLabel="Castellano" />
      </I18nProvider>,
    );
    expect(await captionsLabel()).toBe('Castellano');
  });
});
