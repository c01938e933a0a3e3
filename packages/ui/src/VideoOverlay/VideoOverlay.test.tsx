import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
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

/** A page that opens the overlay from its own button and follows what it reports. */
function Page() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <VideoOverlay src="/video.mp4" title="Presentation" isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

describe('VideoOverlay playback', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The player's `play` and `pause`, watched and kept from touching the (missing) file. */
  function spyOnPlayer() {
    return {
      play: vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined),
      pause: vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined),
    };
  }

  test('downloads nothing and plays nothing while closed, not even its poster', async () => {
    const { play } = spyOnPlayer();
    await render(<VideoOverlay src="/video.mp4" poster="/poster-closed.jpg" title="Presentation" />);
    const player = document.querySelector('video') as HTMLVideoElement;
    expect(player.getAttribute('preload')).toBe('none');
    expect(player.hasAttribute('poster')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/poster-closed.jpg')),
    ).toBe(false);
    expect(player.hasAttribute('autoplay')).toBe(false);
    expect(player.readyState).toBe(HTMLMediaElement.HAVE_NOTHING);
    expect(play).not.toHaveBeenCalled();
  });

  test('plays muted when React opens it and pauses when it closes', async () => {
    const { play, pause } = spyOnPlayer();
    await render(<Page />);
    await userEvent.click(page.getByRole('button', { name: 'Open' }));
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await vi.waitFor(() => expect(play).toHaveBeenCalled());
    const player = document.querySelector('video') as HTMLVideoElement;
    expect(play.mock.contexts[0]).toBe(player);
    expect(player.muted).toBe(true);
    pause.mockClear();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(pause).toHaveBeenCalled());
  });

  test('follows the element when the browser opens and closes it', async () => {
    const { play, pause } = spyOnPlayer();
    const onOpenChange = vi.fn();
    await render(
      <VideoOverlay id="presentation" src="/video.mp4" title="Presentation" onOpenChange={onOpenChange} />,
    );
    const dialog = document.getElementById('presentation') as HTMLDialogElement;
    // As `command="show-modal"` does, with no React state behind it.
    dialog.showModal();
    await vi.waitFor(() => expect(play).toHaveBeenCalled());
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    pause.mockClear();
    dialog.close();
    await vi.waitFor(() => expect(pause).toHaveBeenCalled());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});
