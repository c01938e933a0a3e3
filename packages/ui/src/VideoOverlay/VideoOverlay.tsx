import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Button,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
  useLocale,
} from 'react-aria-components';
import { IconClose } from '../Icon/Icon';
import { useLabels } from '../i18n/useLabels';
import {
  closeButton,
  details,
  dialog,
  dialogWithDetails,
  frame,
  modal,
  modalWithDetails,
  overlay,
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
  extends Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
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
 * A full-screen overlay that plays a presentation video: muted autoplay (the only autoplay
 * browsers allow), inline on phones, with the player's controls and optional captions. The close
 * button, a click on the backdrop and Escape close it; focus stays inside while it is open and
 * returns to the button that opened it. Use it controlled (`isOpen`, `onOpenChange`) or inside a
 * `DialogTrigger`. The video keeps a 16:9 box from the first frame, so nothing shifts as it loads.
 */
export function VideoOverlay({
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
  return (
    <ModalOverlay
      className={overlay}
      isDismissable
      {...(isOpen !== undefined && { isOpen })}
      {...(defaultOpen !== undefined && { defaultOpen })}
      {...(onOpenChange && { onOpenChange })}
    >
      <Modal className={clsx(modal, children !== undefined && modalWithDetails, className)}>
        <AriaDialog aria-label={title} className={clsx(dialog, children !== undefined && dialogWithDetails)}>
          <Button slot="close" aria-label={close} className={closeButton}>
            <IconClose size="1.25rem" />
          </Button>
          <div className={frame}>
            <video
              className={video}
              src={src}
              poster={poster}
              autoPlay
              muted
              playsInline
              controls
              preload="metadata"
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
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
