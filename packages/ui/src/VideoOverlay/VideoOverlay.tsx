import { clsx } from 'clsx';
import { type ReactNode, useEffect, useRef } from 'react';
import { FocusScope } from 'react-aria';
import { Button, ButtonContext, Provider, useLocale } from 'react-aria-components';
import { type ModalDialogOptions, useModalDialog } from '../Dialog/useModalDialog';
import { IconClose } from '../Icon/Icon';
import { useLabels } from '../i18n/useLabels';
import {
  closeButton,
  closeForm,
  details,
  dialog,
  dialogWithDetails,
  frame,
  modal,
  modalWithDetails,
  video,
} from './VideoOverlay.css';
import { type VideoOverlayLabels, videoOverlayLabels } from './VideoOverlay.intl';

/**
 * The name of the language `code` in the language of `locale`, capitalised as a menu item
 * ('Español' under Spanish, 'Spanish' under English); `code` itself when it is not a valid tag.
 */
function languageName(code: string, locale: string) {
  try {
    const name = new Intl.DisplayNames(locale, { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return code;
  }
}

export interface VideoOverlayProps
  extends Pick<ModalDialogOptions, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /**
   * The `<dialog>` element's id: a button elsewhere on the page opens it without any script with
   * `command="show-modal" commandfor={id}` (`showsDialog(id)`, the first frame of a prerendered page).
   */
  id?: string;
  /** URL of the video file. */
  src: string;
  /** Image shown in the 16:9 box until the video plays (and if it cannot). */
  poster?: string;
  /** URL of a WebVTT captions file. */
  captionsSrc?: string;
  /**
   * Language of the captions (BCP 47).
   * @default 'es'
   */
  captionsLang?: string;
  /**
   * Name of the captions track in the player's menu.
   * @default the name of `captionsLang` in the `I18nProvider`'s language ('Español', 'Spanish')
   */
  captionsLabel?: string;
  /** What the video is: the overlay's accessible name (it is not shown). */
  title: string;
  /** Text for browsers that cannot play video. By default in the `I18nProvider`'s language. */
  fallback?: string;
  /**
   * Content under the video, on a card: a transcript, what is shown, a call to action. With it the
   * video is narrower, and the overlay scrolls when the whole is taller than the screen.
   */
  children?: ReactNode;
  /** Overrides for the built-in texts (in the `I18nProvider`'s language). */
  labels?: Partial<VideoOverlayLabels>;
  /** Extra class for the panel that holds the close button and the video. */
  className?: string;
}

/**
 * A full-screen overlay that plays a presentation video, muted (the only autoplay browsers allow),
 * inline on phones, with the player's controls and optional captions, on the platform's
 * `<dialog>`: it is in the page's HTML, closed, and the browser shows it as a modal. So a prerendered
 * page opens it in the first frame after a tap, from a button with `showsDialog(id)`
 * (`command="show-modal" commandfor={id}`), before React has run; React then takes it over as it
 * is. The close button (in a `<form method="dialog">`, so it works before React runs), a click on
 * the backdrop and Escape close it; focus stays inside while it is open and
 * returns to the button that opened it. Use it controlled (`isOpen`, `onOpenChange`), inside this
 * package's `DialogTrigger` next to the button that opens it, or opened by such a command. The video keeps
 * a 16:9 box from the first frame, so nothing shifts as it loads.
 *
 * Playback: the video is in its page's HTML, closed, so it has `preload="none"` and no `autoplay`
 * and downloads nothing until it is asked to play; its poster is fetched only once the dialog shows. React starts it with `play()` (allowed because it
 * is muted) when the `<dialog>` opens, and pauses it when it closes, whoever opened or closed it.
 * Before React runs, a dialog opened by a command cannot start it: the poster and the controls show
 * and the visitor presses play. (`autoplay` would start it as it opens, but it makes browsers
 * download the video while the dialog is closed; there is no attribute that waits for the opening.)
 * Once React takes the open dialog over — on a real page right after the tap — it starts the video.
 */
export function VideoOverlay({
  id,
  src,
  poster,
  captionsSrc,
  captionsLang = 'es',
  captionsLabel,
  title,
  fallback,
  isOpen,
  defaultOpen,
  onOpenChange,
  children,
  labels,
  className,
}: VideoOverlayProps) {
  const { locale } = useLocale();
  const { close, fallback: defaultFallback } = useLabels(videoOverlayLabels, labels);
  const { dialogProps, isOpen: open } = useModalDialog({
    isOpen,
    defaultOpen,
    onOpenChange,
    isDismissable: true,
  });
  const player = useRef<HTMLVideoElement>(null);

  // Plays while the <dialog> is open and pauses while it is closed: checked when React's state
  // changes (after the dialog has been shown or closed, also when React takes over one the visitor
  // opened) and on the element's own `toggle`, so it follows the element even if the state does not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `open` is when to look at the element again
  useEffect(() => {
    const element = dialogProps.ref.current;
    const media = player.current;
    if (!element || !media) return;
    const follow = () => {
      if (!element.open) media.pause();
      // Rejected when the video cannot play (or the browser refuses): the poster and controls stay.
      else if (media.paused) media.play().catch(() => {});
    };
    follow();
    element.addEventListener('toggle', follow);
    return () => element.removeEventListener('toggle', follow);
  }, [open, dialogProps.ref]);

  return (
    // Tab stays inside: the browser would also move on to its own controls, or, in a frame, out of it.
    <FocusScope contain>
      <dialog
        {...dialogProps}
        id={id}
        aria-label={title}
        className={clsx(modal, children !== undefined && modalWithDetails, className)}
      >
        {/* A DialogTrigger's button props are for its button, not for the buttons inside. */}
        <Provider values={[[ButtonContext, null]]}>
          <div className={clsx(dialog, children !== undefined && dialogWithDetails)}>
            {/* A form of method="dialog" closes it without any script. */}
            <form method="dialog" className={closeForm}>
              <Button type="submit" aria-label={close} className={closeButton}>
                <IconClose size="1.25rem" />
              </Button>
            </form>
            {/* The poster is the frame's background too: a closed dialog's is never fetched (a
                video's poster is, with the page), and it shows behind the video before React. */}
            <div className={frame} style={poster ? { backgroundImage: `url("${poster}")` } : undefined}>
              <video
                ref={player}
                className={video}
                src={src}
                poster={open ? poster : undefined}
                // Its box is the frame's (16:9); the size only says the ratio, as every media element does.
                width={1280}
                height={720}
                muted
                playsInline
                controls
                // Nothing downloads while it is closed: `play()` loads it once it opens (or the
                // visitor's press on play, before React runs).
                preload="none"
              >
                {captionsSrc && (
                  <track
                    kind="captions"
                    src={captionsSrc}
                    srcLang={captionsLang}
                    label={captionsLabel ?? languageName(captionsLang, locale)}
                    default
                  />
                )}
                {fallback ?? defaultFallback}
              </video>
            </div>
            {children !== undefined && <div className={details}>{children}</div>}
          </div>
        </Provider>
      </dialog>
    </FocusScope>
  );
}
