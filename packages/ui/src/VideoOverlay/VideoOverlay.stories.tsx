import type { Meta, StoryObj } from '@storybook/react-vite';
import { waitForAnimations } from 'storybook/preview-api';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hydrate, Prerendered } from '../../../../.storybook/prerendered';
import { Button } from '../Button/Button';
import { showsDialog } from '../Button/opensDialog';
import { DialogTrigger } from '../Dialog/DialogTrigger';
import { IconPlay } from '../Icon/Icon';
import { VideoOverlay } from './VideoOverlay';

const body = within(document.body);

/** A calm 16:9 poster drawn inline, so the stories need no image file. */
const poster = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900">
    <defs>
      <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#0B1B2B"/>
        <stop offset="0.55" stop-color="#123A4A"/>
        <stop offset="1" stop-color="#1C6B62"/>
      </linearGradient>
    </defs>
    <rect width="1600" height="900" fill="url(#g)"/>
    <circle cx="800" cy="450" r="96" fill="#FFFFFF" fill-opacity="0.14"/>
    <circle cx="800" cy="450" r="72" fill="#FFFFFF"/>
    <path d="M780 414v72l58-36z" fill="#0B1B2B"/>
  </svg>`,
)}`;

const meta = {
  title: 'Overlays/VideoOverlay',
  component: VideoOverlay,
  parameters: {
    // The stories' video cannot play; axe would wait 10 s for its metadata.
    a11y: { options: { preload: { assets: ['cssom'] } } },
  },
  args: {
    // An empty file the browser cannot play, inline: the stories check the player's structure, its
    // poster and that it is asked to play, never playback itself, and a missing file would put a
    // network error in the console.
    src: 'data:video/mp4;base64,',
    poster,
    // Captions with no cue: a valid file, so the track loads without an error.
    captionsSrc: 'data:text/vtt,WEBVTT',
    title: 'Presentación: tu nueva web con asistente virtual',
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">
        <IconPlay />
        Ver presentación
      </Button>
      <VideoOverlay {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof VideoOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openFromTrigger(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Ver presentación' }));
  const dialog = await body.findByRole('dialog', {
    name: 'Presentación: tu nueva web con asistente virtual',
  });
  // Checked as a person sees it: once it has faded in.
  await waitForAnimations();
  return dialog;
}

/**
 * Counts the times `player` is asked to play. (The stories' video cannot play: the browser pauses it
 * again at once, so `paused` cannot tell.)
 */
function countPlays(player: HTMLVideoElement) {
  const plays = { count: 0 };
  player.addEventListener('play', () => plays.count++);
  return plays;
}

/** Waits until the player has given up on the video, so its look no longer changes. */
async function settled(player: HTMLVideoElement) {
  await waitFor(() => expect(player.networkState).toBe(HTMLMediaElement.NETWORK_NO_SOURCE), {
    timeout: 5000,
  });
}

/**
 * Opened from the hero's button: a muted, inline video with controls and captions, that starts as
 * the overlay opens. While closed (it is in the page's HTML) it downloads nothing.
 */
export const Open: Story = {
  play: async ({ canvas }) => {
    const closed = document.querySelector('video') as HTMLVideoElement;
    await expect(closed).toHaveAttribute('preload', 'none');
    await expect(closed).not.toHaveAttribute('autoplay');
    await expect(closed.readyState).toBe(HTMLMediaElement.HAVE_NOTHING);
    await expect(closed.networkState).not.toBe(HTMLMediaElement.NETWORK_LOADING);
    const plays = countPlays(closed);
    const dialog = await openFromTrigger(canvas);
    const player = dialog.querySelector('video') as HTMLVideoElement;
    await expect(player).toBe(closed);
    // Started by script as it opened (muted, so the browser allows it).
    await waitFor(() => expect(plays.count).toBe(1));
    await expect(player.muted).toBe(true);
    await expect(player).toHaveAttribute('playsinline');
    await expect(player).toHaveAttribute('controls');
    await expect(player).toHaveAttribute('poster', poster);
    await expect(player).toHaveTextContent('Tu navegador no soporta el elemento de video.');
    const track = player.querySelector('track') as HTMLTrackElement;
    await expect(track).toHaveAttribute('kind', 'captions');
    await expect(track).toHaveAttribute('srclang', 'es');
    await expect(track).toHaveAttribute('label', 'Español');
    // The 16:9 box is there before any video data arrives.
    const box = (player.parentElement as HTMLElement).getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await settled(player);
  },
};

/** Escape closes it; focus returns to "Ver presentación". */
export const ClosesWithEscape: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ver presentación' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    // Focus is trapped between the close button and the player.
    for (let i = 0; i < 3; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    // On a busy machine, later than a second.
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    await waitFor(() => expect(trigger).toHaveFocus(), { timeout: 5000 });
  },
};

export const ClosesWithCloseButton: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ver presentación' });
    const dialog = await openFromTrigger(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar presentación' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ClosesOnBackdropClick: Story = {
  play: async ({ canvas }) => {
    const dialog = await openFromTrigger(canvas);
    // The backdrop belongs to the <dialog> element, whose content covers the rest of it: a click
    // there lands on the element itself.
    await userEvent.click(dialog);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Controlled by the page; without captions, and with an English close label. */
export const Controlled: Story = {
  args: {
    isOpen: true,
    onOpenChange: fn(),
    captionsSrc: undefined,
    labels: { close: 'Close presentation' },
  },
  render: (args) => <VideoOverlay {...args} />,
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog');
    const player = dialog.querySelector('video') as HTMLVideoElement;
    await expect(player.querySelector('track')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close presentation' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await settled(player);
  },
};

/**
 * With content under the video (`children`): here a transcript and a call to action. The video is
 * narrower, and the whole overlay scrolls while the close button stays in reach.
 */
export const WithDetails: Story = {
  args: { isOpen: true, title: 'Nuestro asistente en vídeo' },
  render: (args) => (
    <VideoOverlay {...args}>
      <h2>Así te atiende el asistente en vídeo</h2>
      <p>Una persona virtual responde a tus clientes con la voz y la imagen que elijas.</p>
      <ul>
        <li>Responde con la información de tu negocio.</li>
        <li>Habla en español y muestra subtítulos.</li>
      </ul>
      <h3>Transcripción</h3>
      <p>Hola, soy Lucía, la asistente virtual de Clínica Sonrisa. ¿En qué puedo ayudarte hoy?</p>
      <p>Puedo contarte nuestras tarifas, el horario y reservarte una cita en un minuto.</p>
      <div>
        <Button>Pedir información</Button>
      </div>
    </VideoOverlay>
  ),
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Nuestro asistente en vídeo' });
    await waitForAnimations();
    await expect(within(dialog).getByRole('heading', { name: 'Transcripción' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Cerrar presentación' })).toBeVisible();
    const frame = (dialog.querySelector('video') as HTMLVideoElement).parentElement as HTMLElement;
    const box = frame.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    // Scrolled to the end, the last of the content is on screen and the close button still is.
    const scroller = frame.parentElement as HTMLElement;
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    scroller.scrollTop = scroller.scrollHeight;
    const action = within(dialog).getByRole('button', { name: 'Pedir información' });
    await waitFor(() =>
      expect(action.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight),
    );
    const close = within(dialog).getByRole('button', { name: 'Cerrar presentación' });
    await expect(close.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await settled(dialog.querySelector('video') as HTMLVideoElement);
  },
};

/**
 * What a prerendered page shows before its code loads: the overlay is in the HTML, closed, and a
 * button with `showsDialog(id)` (`command="show-modal"`) opens it in the first frame after the tap,
 * with no script, the poster and the player's controls showing. React then takes it over as it is:
 * still open, the video started, and closing it tells `onOpenChange`.
 */
export const BeforeItsCodeRuns: Story = {
  args: { id: 'presentacion', onOpenChange: fn() },
  render: (args) => (
    <Prerendered>
      <button type="button" {...showsDialog('presentacion')}>
        Ver presentación
      </button>
      <VideoOverlay {...args} />
    </Prerendered>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = await canvas.findByRole('button', { name: 'Ver presentación' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: args.title });
    await waitFor(() => expect(dialog).toBeVisible());
    const player = dialog.querySelector('video') as HTMLVideoElement;
    const plays = countPlays(player);
    // No script has run: the poster (the frame's background) and the controls wait for the
    // visitor, nothing downloaded.
    await expect(player).toHaveAttribute('preload', 'none');
    await expect(player.parentElement?.style.backgroundImage).toContain(poster.slice(0, 40));
    await expect(player).toHaveAttribute('controls');
    await expect(player.readyState).toBe(HTMLMediaElement.HAVE_NOTHING);
    await expect(player.paused).toBe(true);
    await hydrate(canvasElement);
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(player).toHaveAttribute('poster', poster);
    // React has taken it over: it starts the video.
    await waitFor(() => expect(plays.count).toBe(1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar presentación' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
    await settled(player);
  },
};
