import { clsx } from 'clsx';
import { type FocusEvent, type ReactNode, useEffect, useRef } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../Button/Button';
import { ChatDockButton } from '../ChatPanel/ChatPanel';
import { IconAlert, IconClose, IconMic } from '../Icon/Icon';
import { useLabels } from '../i18n/useLabels';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './VoiceAssistant.css';
import { type VoiceAssistantLabels, voiceAssistantLabels } from './VoiceAssistant.intl';

/**
 * `listening`: the microphone is on. `thinking`: waiting for the answer. `speaking`: the answer is
 * being read aloud.
 */
export type VoiceAssistantState = 'idle' | 'listening' | 'thinking' | 'speaking';

export interface VoiceAssistantProps {
  /** What the assistant is doing; the page runs the speech recognition and synthesis. */
  state: VoiceAssistantState;
  /** The microphone button was pressed while idle. */
  onStart: () => void;
  /** The stop button, or the microphone button while active, was pressed. */
  onStop: () => void;
  /** What has been heard so far (interim results included). */
  transcript?: ReactNode;
  /** The answer being spoken, shown as text while `speaking`. */
  response?: ReactNode;
  /**
   * A problem to explain (microphone blocked, nothing heard...), with any action that helps. It
   * replaces the state card and is announced at once.
   */
  error?: ReactNode;
  /** Called when the error message is closed. */
  onDismissError?: () => void;
  /** Overrides for the built-in texts and accessible labels (in the `I18nProvider`'s language). */
  labels?: Partial<VoiceAssistantLabels>;
  /** Extra class for the card. */
  className?: string;
}

function Indicator({ state }: { state: Exclude<VoiceAssistantState, 'idle'> }) {
  return (
    <span aria-hidden="true" className={styles.indicator({ state })}>
      {state === 'thinking' && [0, 1, 2].map((index) => <span key={index} className={styles.dot} />)}
      {state === 'speaking' && [0, 1, 2, 3].map((index) => <span key={index} className={styles.bar} />)}
    </span>
  );
}

/**
 * A voice assistant's controls, for the row beside `ChatPanel`'s launcher: a microphone button and,
 * while it works, a card above the row that says what it is doing (listening, thinking, speaking),
 * shows what was heard and the answer, and has a stop button. It only presents: the page runs the
 * Web Speech API (or anything else) and passes the state in. State changes are announced politely;
 * errors at once.
 */
export function VoiceAssistant({
  state,
  onStart,
  onStop,
  transcript,
  response,
  error,
  onDismissError,
  labels: labelOverrides,
  className,
}: VoiceAssistantProps) {
  const labels = useLabels(voiceAssistantLabels, labelOverrides);
  const [openQuote, closeQuote] = labels.quotes;
  const active = state !== 'idle';
  const stateText = active ? labels[state] : '';
  const hasCard = Boolean(error) || active;
  const micRef = useRef<HTMLButtonElement>(null);
  const focusInCard = useRef(false);

  // When the card goes away with focus inside (stop pressed, the answer ended, error closed),
  // focus moves to the microphone button instead of being lost.
  useEffect(() => {
    if (hasCard || !focusInCard.current) return;
    focusInCard.current = false;
    if (!document.activeElement || document.activeElement === document.body) micRef.current?.focus();
  }, [hasCard]);

  const cardFocus = {
    onFocus: () => {
      focusInCard.current = true;
    },
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) focusInCard.current = false;
    },
  };

  return (
    <>
      <ChatDockButton
        ref={micRef}
        label={labels.button}
        aria-pressed={active}
        onPress={active ? onStop : onStart}
      >
        <IconMic size="1.375rem" />
      </ChatDockButton>
      {/* Always present, so every change of state is announced. */}
      <span role="status" className={visuallyHidden}>
        {stateText}
      </span>
      {error ? (
        <section
          aria-label={labels.region}
          className={clsx(styles.card, styles.errorCard, className)}
          {...cardFocus}
        >
          <div role="alert" className={styles.errorRow}>
            <IconAlert className={styles.errorIcon} />
            <div className={styles.errorMessage}>{error}</div>
            {onDismissError && (
              <AriaButton
                aria-label={labels.dismiss}
                className={styles.dismissButton}
                onPress={onDismissError}
              >
                <IconClose size="1.25rem" />
              </AriaButton>
            )}
          </div>
        </section>
      ) : (
        active && (
          // A region, so what it shows (what was heard, the answer) is in a landmark like the page.
          <section aria-label={labels.region} className={clsx(styles.card, className)} {...cardFocus}>
            <p aria-hidden="true" className={styles.state}>
              <Indicator state={state} />
              {stateText}
            </p>
            {transcript && (
              <p className={styles.transcript}>
                {openQuote}
                {transcript}
                {closeQuote}
              </p>
            )}
            {state === 'speaking' && response && <p className={styles.response}>{response}</p>}
            <Button variant="secondary" size="sm" onPress={onStop}>
              {labels.stop}
            </Button>
          </section>
        )
      )}
    </>
  );
}
