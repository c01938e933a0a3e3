import { clsx } from 'clsx';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  TextField as AriaTextField,
  Input,
  Label,
} from 'react-aria-components';
import { Button, LinkButton } from '../Button/Button';
import { iconButton } from '../Dialog/Dialog.css';
import { input as inputClass } from '../Field/Field.css';
import { IconAlert, IconArrowRight, IconChat, IconClose, IconInfo, IconSparkles } from '../Icon/Icon';
import { useLabels } from '../i18n/useLabels';
import { Link } from '../Link/Link';
import { Tooltip } from '../Tooltip/Tooltip';
import { media } from '../theme/tokens';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './ChatPanel.css';
import { type ChatPanelLabels, chatPanelLabels } from './ChatPanel.intl';

/** A page an answer is based on. */
export interface ChatSource {
  /** What the page or section is called. */
  title: string;
  /** Where it is: a path within the site (client-side routing through `RouterProvider`) or a URL. */
  href: string;
}

/** The next step an answer suggests, shown as a button under it. */
export interface ChatAction {
  label: string;
  /** A link (for example to the checkout)... */
  href?: string;
  /** ...or something the page does (for example open the demo form). */
  onPress?: () => void;
}

/** One message of the conversation. */
export interface ChatMessage {
  /** Stable and unique within the conversation. */
  id: string;
  /** Who wrote it: the visitor (`user`, on the right) or the assistant (on the left). */
  role: 'user' | 'assistant';
  /** Plain text; line breaks are kept. */
  content: string;
  /** The pages the answer comes from, linked under it. */
  sources?: ChatSource[];
  /** A suggested next step under the answer. */
  action?: ChatAction | null;
}

/**
 * `thinking`: waiting for the first words of the answer (a typing indicator shows).
 * `streaming`: the last message is the answer being written.
 */
export type ChatStatus = 'idle' | 'thinking' | 'streaming';

export interface ChatPanelProps {
  /** The conversation, oldest first. While `status` is `streaming`, the last one is being written. */
  messages: ChatMessage[];
  /** @default 'idle' */
  status?: ChatStatus;
  /** Called with the text the visitor sends (trimmed, never empty). The field empties itself. */
  onSend: (text: string) => void;
  /** Questions offered as buttons while the assistant is idle (for example after each answer). */
  suggestions?: string[];
  /** Called when a suggested question is pressed; by default it is sent like a typed one. */
  onSuggestion?: (text: string) => void;
  /** Whether the panel is open (controlled). */
  isOpen?: boolean;
  /** Whether the panel starts open (uncontrolled). */
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The text in the message field (controlled), so the page can keep or restore it. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Longest message the field accepts. */
  maxLength?: number;
  /** A short line under the title (for example "Responde al momento"). */
  subtitle?: ReactNode;
  /** The assistant's greeting, shown first in the conversation. */
  intro?: ReactNode;
  /**
   * A message above the field, read with it by screen readers: a hint (`info`) or a problem
   * (`danger`, for example when an answer failed).
   */
  notice?: ReactNode;
  /** @default 'info' */
  noticeTone?: 'info' | 'danger';
  /**
   * Extra buttons in the panel's header, before the close button (for example `ChatDockButton`s
   * with `variant="header"` for other ways to reach the assistant, voice or video).
   */
  headerActions?: ReactNode;
  /**
   * Anything beside the launcher (for example a voice assistant while it is in use). Kept for what
   * must show while the panel is closed: each control here is one more over the page.
   */
  launcherAccessory?: ReactNode;
  /** The launcher button, for a page that needs to move focus to it. */
  launcherRef?: Ref<HTMLButtonElement>;
  /**
   * Hides the launcher's row, for example while a cookie banner asks its question, so that one thing
   * at a time floats over the page.
   */
  isLauncherHidden?: boolean;
  /** Overrides for the built-in texts and accessible labels (in the `I18nProvider`'s language). */
  labels?: Partial<ChatPanelLabels>;
  /** Extra class for the panel. */
  className?: string;
}

/** A value that is controlled when `value` is given, and kept here otherwise. */
function useControllable<T>(value: T | undefined, initial: T, onChange?: (value: T) => void) {
  const [own, setOwn] = useState(initial);
  const current = value === undefined ? own : value;
  const set = useCallback(
    (next: T) => {
      setOwn(next);
      onChange?.(next);
    },
    [onChange],
  );
  return [current, set] as const;
}

function Message({
  message,
  labels,
  onLinkPress,
}: {
  message: ChatMessage;
  labels: ChatPanelLabels;
  onLinkPress: () => void;
}) {
  const { role, content, sources = [], action } = message;
  return (
    <div className={styles.message({ role })}>
      <p className={styles.bubble({ role })}>
        <span className={visuallyHidden}>{role === 'user' ? labels.user : labels.assistant} </span>
        {content}
      </p>
      {sources.length > 0 && (
        <div className={styles.sources}>
          <span>{labels.sources}</span>
          <ul className={styles.sourceList}>
            {sources.map((source) => (
              <li key={source.href}>
                <Link href={source.href} onPress={onLinkPress}>
                  {source.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {action &&
        (action.href ? (
          <LinkButton
            href={action.href}
            size="sm"
            onPress={() => {
              action.onPress?.();
              onLinkPress();
            }}
          >
            {action.label}
          </LinkButton>
        ) : (
          <Button size="sm" onPress={action.onPress}>
            {action.label}
          </Button>
        ))}
    </div>
  );
}

const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * Tab past the panel's last control goes to its first, Shift+Tab past its first to its last: on
 * phones the panel covers the page, so focus leaving it would land on something hidden.
 */
function wrapTab(event: KeyboardEvent<HTMLElement>) {
  const tabbable = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) =>
    element.checkVisibility(),
  );
  const [first, last] = [tabbable[0], tabbable.at(-1)];
  if (document.activeElement !== (event.shiftKey ? first : last)) return;
  event.preventDefault();
  (event.shiftKey ? last : first)?.focus();
}

/**
 * A chat with a virtual assistant: a launcher fixed at the bottom-right (a round chat button on
 * phones, with its text from 768 px) and the panel it opens — a full-screen sheet on phones, a
 * 400 px card above the launcher from 768 px. The panel is not
 * modal, so the page stays readable and usable beside it; Escape or its close button closes it and
 * focus returns to the launcher. Opening it moves focus to the message field. On phones, where it
 * covers the page, Tab and Shift+Tab go round its controls instead of leaving it.
 *
 * The page owns the conversation (`messages`, `status`, `onSend`). Screen readers hear each new
 * message once: the conversation is a polite `log`, and an answer being written (`streaming`) is
 * shown outside it and joins it only when it is complete, so it is not read out word by word.
 * Source links close the panel on phones, so the visitor sees where they lead.
 */
export function ChatPanel({
  messages,
  status = 'idle',
  onSend,
  suggestions = [],
  onSuggestion,
  isOpen: isOpenProp,
  defaultOpen = false,
  onOpenChange,
  value,
  defaultValue = '',
  onValueChange,
  maxLength,
  subtitle,
  intro,
  notice,
  noticeTone = 'info',
  headerActions,
  launcherAccessory,
  launcherRef: launcherRefProp,
  isLauncherHidden = false,
  labels: labelOverrides,
  className,
}: ChatPanelProps) {
  const labels = useLabels(chatPanelLabels, labelOverrides);
  const [isOpen, setOpen] = useControllable(isOpenProp, defaultOpen, onOpenChange);
  const [draft, setDraft] = useControllable(value, defaultValue, onValueChange);
  const panelId = useId();
  const titleId = useId();
  const noticeId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const isBusy = status !== 'idle';
  const streaming = status === 'streaming' ? messages.at(-1) : undefined;
  const settled = streaming ? messages.slice(0, -1) : messages;

  // Opening moves focus to the field (only an opening, never a panel that was open at mount);
  // closing from inside returns it to the launcher, once the launcher is shown again.
  const wasOpen = useRef(isOpen);
  const refocusLauncher = useRef(false);
  useEffect(() => {
    if (isOpen && !wasOpen.current) inputRef.current?.focus();
    if (!isOpen && refocusLauncher.current) launcherRef.current?.focus();
    refocusLauncher.current = false;
    wasOpen.current = isOpen;
  }, [isOpen]);

  // Follow the conversation as it grows, unless the visitor has scrolled up to read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the content may have grown
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller && atBottom.current) scroller.scrollTop = scroller.scrollHeight;
  }, [messages, status, streaming?.content, isOpen, suggestions]);

  const close = (returnFocus: boolean) => {
    refocusLauncher.current = returnFocus;
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Tab' && !window.matchMedia(media.md).matches) wrapTab(event);
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    close(true);
  };

  // On phones the sheet covers the page: close it so the visitor sees where a link leads.
  const onLinkPress = () => {
    if (!window.matchMedia(media.md).matches) close(false);
  };

  const send = (text: string) => {
    const trimmed = text.trim();
    if (!trimmed || isBusy) return;
    onSend(trimmed);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim() || isBusy) return;
    send(draft);
    setDraft('');
    inputRef.current?.focus();
  };

  return (
    <>
      <section
        id={panelId}
        role="dialog"
        aria-labelledby={titleId}
        hidden={!isOpen}
        onKeyDown={onKeyDown}
        className={clsx(styles.panel, className)}
      >
        <div className={styles.header}>
          <span className={styles.avatar}>
            <IconSparkles />
          </span>
          <div className={styles.heading}>
            <h2 id={titleId} className={styles.title}>
              {labels.title}
            </h2>
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </div>
          <div className={styles.headerActions}>
            {headerActions}
            <AriaButton aria-label={labels.close} className={iconButton} onPress={() => close(true)}>
              <IconClose size="1.25rem" />
            </AriaButton>
          </div>
        </div>

        <div
          ref={scrollerRef}
          className={styles.scroller}
          onScroll={(event) => {
            const { scrollTop, scrollHeight, clientHeight } = event.currentTarget;
            atBottom.current = scrollHeight - scrollTop - clientHeight < 32;
          }}
        >
          <div role="log" aria-live="polite" aria-label={labels.conversation} className={styles.log}>
            {/* There from the start, so it is not announced; it is read with the conversation. */}
            {intro && (
              <div className={styles.message({ role: 'assistant' })}>
                <p className={styles.bubble({ role: 'assistant' })}>{intro}</p>
              </div>
            )}
            {settled.map((message) => (
              <Message key={message.id} message={message} labels={labels} onLinkPress={onLinkPress} />
            ))}
          </div>
          {/* Hidden from screen readers until complete: it then joins the log and is read once. */}
          {streaming && (
            <div aria-hidden="true" className={styles.message({ role: streaming.role })}>
              <p className={styles.bubble({ role: streaming.role })}>
                {streaming.content}
                <span className={styles.caret} />
              </p>
            </div>
          )}
          {status === 'thinking' && (
            <div aria-hidden="true" className={styles.typing}>
              <span className={styles.typingDot} />
              <span className={styles.typingDot} />
              <span className={styles.typingDot} />
            </div>
          )}
          {!isBusy && suggestions.length > 0 && (
            // biome-ignore lint/a11y/useSemanticElements: a named group of buttons, not a form fieldset
            <div role="group" aria-label={labels.suggestions} className={styles.suggestions}>
              {suggestions.map((suggestion) => (
                <AriaButton
                  key={suggestion}
                  className={styles.suggestion}
                  onPress={() => {
                    if (onSuggestion) onSuggestion(suggestion);
                    else send(suggestion);
                    // The suggestions go away while the assistant answers: focus waits in the field.
                    inputRef.current?.focus();
                  }}
                >
                  {suggestion}
                </AriaButton>
              ))}
            </div>
          )}
        </div>

        <span role="status" className={visuallyHidden}>
          {status === 'thinking' ? labels.thinking : ''}
        </span>

        {notice && (
          <div id={noticeId} className={styles.notice({ tone: noticeTone })}>
            {noticeTone === 'danger' ? (
              <IconAlert className={styles.noticeIcon({ tone: noticeTone })} />
            ) : (
              <IconInfo className={styles.noticeIcon({ tone: noticeTone })} />
            )}
            <div>{notice}</div>
          </div>
        )}

        <form className={styles.composer} onSubmit={onSubmit}>
          <AriaTextField
            value={draft}
            onChange={setDraft}
            maxLength={maxLength}
            aria-describedby={notice ? noticeId : undefined}
            className={styles.field}
          >
            <Label className={visuallyHidden}>{labels.input}</Label>
            <Input
              ref={inputRef}
              placeholder={labels.placeholder}
              autoComplete="off"
              className={inputClass}
            />
          </AriaTextField>
          <AriaButton type="submit" aria-label={labels.send} isDisabled={isBusy} className={styles.send}>
            <IconArrowRight size="1.25rem" />
          </AriaButton>
        </form>
      </section>

      <div className={styles.dock} data-open={isOpen || undefined} hidden={isLauncherHidden}>
        {launcherAccessory}
        <AriaButton
          ref={(button) => {
            launcherRef.current = button;
            if (typeof launcherRefProp === 'function') launcherRefProp(button);
            else if (launcherRefProp) launcherRefProp.current = button;
          }}
          aria-expanded={isOpen}
          aria-controls={panelId}
          className={styles.launcher}
          onPress={() => setOpen(!isOpen)}
        >
          <IconChat size="1.375rem" />
          <span className={styles.launcherLabel}>{labels.launcher}</span>
        </AriaButton>
      </div>
    </>
  );
}

export interface ChatDockButtonProps extends Omit<AriaButtonProps, 'children' | 'className'> {
  ref?: Ref<HTMLButtonElement>;
  /** What the button does: its accessible name and its tooltip. */
  label: string;
  /**
   * `dock`: round and raised, for the launcher's row (`launcherAccessory`); `header`: flat, for the
   * panel's header (`headerActions`). @default 'dock'
   */
  variant?: 'dock' | 'header';
  /** The icon it shows. */
  children: ReactNode;
  /** Extra class. */
  className?: string;
}

/**
 * An icon-only button for other ways to reach the assistant, such as voice or video: in the panel's
 * header (`headerActions`), or round in the launcher's row (`launcherAccessory`). Its label is its
 * accessible name and its tooltip.
 */
export function ChatDockButton({
  label,
  variant = 'dock',
  children,
  className,
  ...props
}: ChatDockButtonProps) {
  return (
    <Tooltip content={label}>
      <AriaButton
        {...props}
        aria-label={label}
        className={clsx(variant === 'header' ? iconButton : styles.dockButton, className)}
      >
        {children}
      </AriaButton>
    </Tooltip>
  );
}
