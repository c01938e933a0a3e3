import { Badge, Button, IconCheck, VideoOverlay } from '@renueva/ui';
import { useId } from 'react';
import { avatarCopy } from '../content/assistant';
import { avatarTranscript, avatarVideo } from '../content/avatar';
import { home } from '../content/home';
import { assistantVersions } from '../content/offer';
import * as styles from './AvatarOverlay.css';

const version = assistantVersions.find(({ id }) => id === 'avatar') as (typeof assistantVersions)[number];
const { description, features } = home.showcase.versions.avatar;

export interface AvatarOverlayProps {
  onClose: () => void;
  /** 'Solicitar demo': the overlay closes and the lead form opens. */
  onRequestDemo: () => void;
}

/** The avatar (video) version of the assistant: its demo video with captions, what it includes and its transcript. */
export default function AvatarOverlay({ onClose, onRequestDemo }: AvatarOverlayProps) {
  const transcriptId = useId();
  return (
    <VideoOverlay
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={avatarVideo.title}
      src={avatarVideo.src}
      poster={avatarVideo.poster}
      captionsSrc={avatarVideo.captions}
      labels={{ close: avatarCopy.close }}
    >
      <div className={styles.group}>
        <div className={styles.heading}>
          <h2 className={styles.title}>{version.name}</h2>
          <Badge tone="accent">{version.spend}</Badge>
        </div>
        <p className={styles.muted}>{description}</p>
      </div>
      <div className={styles.group}>
        <h3 className={styles.subtitle}>{avatarCopy.includes}</h3>
        <ul className={styles.features}>
          {features.map((feature) => (
            <li key={feature} className={styles.feature}>
              <IconCheck className={styles.check} />
              {feature}
            </li>
          ))}
        </ul>
      </div>
      <section aria-labelledby={transcriptId} className={styles.group}>
        <h3 id={transcriptId} className={styles.subtitle}>
          {avatarCopy.transcript}
        </h3>
        <div className={styles.transcript}>
          {avatarTranscript.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      </section>
      <div>
        <Button onPress={onRequestDemo}>{avatarCopy.demo}</Button>
      </div>
    </VideoOverlay>
  );
}
