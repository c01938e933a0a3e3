import { VideoOverlay } from '@renueva/ui';
import { presentation } from '../../content/media';

/** The presentation video overlay, in its own chunk: it loads when 'Ver presentación' is pressed. */
export default function Presentation({ onClose }: { onClose: () => void }) {
  return (
    <VideoOverlay
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      src={presentation.src}
      poster={presentation.poster}
      captionsSrc={presentation.captions}
      title={presentation.title}
    />
  );
}
