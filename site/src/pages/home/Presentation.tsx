import { VideoOverlay } from '@renueva/ui';
import { presentation } from '../../content/media';

/** The id of the presentation's `<dialog>`, which the hero's 'Ver presentación' opens with no script. */
export const PRESENTATION_ID = 'presentacion';

/**
 * The presentation video overlay: in the home page's HTML, closed, so that 'Ver presentación' opens it
 * at once; it is an island whose code runs when the visitor reaches into it (the video plays then).
 */
export function Presentation() {
  return (
    <VideoOverlay
      id={PRESENTATION_ID}
      src={presentation.src}
      poster={presentation.poster}
      captionsSrc={presentation.captions}
      title={presentation.title}
    />
  );
}
