import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import { IconArrowRight, IconSparkles } from '../Icon/Icon';
import {
  avatar,
  bezel,
  bubble,
  composer,
  frame,
  header,
  headerText,
  input,
  island,
  name,
  screen,
  send,
  status as statusClass,
  statusDot,
  thread,
  typing as typingClass,
  typingDot,
} from './PhoneChatMockup.css';

/** One message of the illustrated conversation. */
export interface ChatMockupMessage {
  /** Who speaks: the business's customer (right) or the virtual assistant (left). */
  from: 'customer' | 'assistant';
  /** The message text. */
  text: ReactNode;
}

export interface PhoneChatMockupProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'title'> {
  /** What the picture shows, for screen readers (it is announced as one image). */
  label: string;
  /** The assistant's name in the chat header. */
  title: ReactNode;
  /** A status line under the name, for example "En línea". */
  status?: ReactNode;
  /** The conversation, oldest first; the newest messages sit at the bottom. */
  messages: ChatMockupMessage[];
  /** Placeholder text of the (decorative) message field. */
  placeholder?: ReactNode;
  /** Shows the assistant typing after the last message. */
  typing?: boolean;
}

/**
 * A phone showing a chat between a customer and a virtual assistant, drawn in CSS: no image to
 * download. It fills the box it is given (for example the `Hero` media slot) and scales as one
 * picture. It is presented to assistive technology as a single image named by `label`.
 */
export function PhoneChatMockup({
  label,
  title,
  status,
  messages,
  placeholder,
  typing,
  className,
  ...props
}: PhoneChatMockupProps) {
  return (
    <div {...props} role="img" aria-label={label} className={clsx(frame, className)}>
      <div className={bezel}>
        <div className={screen}>
          <span className={island} />
          <div className={header}>
            <span className={avatar}>
              <IconSparkles />
            </span>
            <span className={headerText}>
              <span className={name}>{title}</span>
              {status && (
                <span className={statusClass}>
                  <span className={statusDot} />
                  {status}
                </span>
              )}
            </span>
          </div>
          <div className={thread}>
            {messages.map((message, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a static, ordered transcript
              <p key={index} className={bubble({ from: message.from })}>
                {message.text}
              </p>
            ))}
            {typing && (
              <p className={clsx(bubble({ from: 'assistant' }), typingClass)}>
                <span className={typingDot} />
                <span className={typingDot} />
                <span className={typingDot} />
              </p>
            )}
          </div>
          <div className={composer}>
            <span className={input}>{placeholder}</span>
            <span className={send}>
              <IconArrowRight />
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}
