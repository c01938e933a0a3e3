import {
  Button,
  ChatDockButton,
  type ChatMessage,
  ChatPanel,
  IconMic,
  IconVideo,
  useConsent,
  VoiceAssistant,
} from '@renueva/ui';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { avatarCopy, chatCopy, voiceCopy } from '../content/assistant';
import { openLeadDialog } from '../lead/leadDialog';
import { CHAT_MESSAGE_MAX_LENGTH } from '../schemas/chat';
import { conversation, type Turn, useConversation } from './conversation';
import { useConversationStorage } from './persistence';
import { useVoiceAssistant } from './voice';

const AvatarOverlay = lazy(() => import('./AvatarOverlay'));

/** The server's next step as a button: the demo opens the lead form, the others are links. */
function panelMessage(turn: Turn): ChatMessage {
  const { action, ...message } = turn;
  if (!action) return message;
  return {
    ...message,
    action:
      action.kind === 'demo'
        ? { label: action.label, onPress: openLeadDialog }
        : { label: action.label, href: action.href },
  };
}

/** A voice assistant's problem, and the way out that always works: the text chat. */
function VoiceError({ message, onOpenChat }: { message: string; onOpenChat: () => void }) {
  return (
    <>
      <p>{message}</p>
      <Button variant="secondary" size="sm" onPress={onOpenChat}>
        {voiceCopy.openChat}
      </Button>
    </>
  );
}

/**
 * The site's assistant, in three versions like the product: the chat, the voice assistant and the
 * avatar video. One control floats over the page, the chat's launcher at the bottom-right (once the
 * visitor has answered the cookie banner); voice and video are in the chat's header, one tap from
 * it. While the voice assistant works, its card and stop button show beside the launcher. Loaded
 * after the visitor engages (see mount.tsx).
 */
export default function ChatWidget() {
  const state = useConversation();
  const { consent, isLoaded, isBannerOpen } = useConsent();
  const voice = useVoiceAssistant();
  const [showAvatar, setShowAvatar] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const voiceShown = voice.state !== 'idle' || Boolean(voice.error);
  // The voice card goes away when it is done; focus that was in it goes back to the launcher.
  const wasVoiceShown = useRef(voiceShown);
  useEffect(() => {
    if (wasVoiceShown.current && !voiceShown && document.activeElement === document.body)
      launcherRef.current?.focus();
    wasVoiceShown.current = voiceShown;
  }, [voiceShown]);
  useConversationStorage(isLoaded ? (consent?.preferences.functional ?? false) : undefined);

  const messages = useMemo(() => state.messages.map(panelMessage), [state.messages]);

  return (
    <>
      <ChatPanel
        labels={chatCopy.labels}
        subtitle={chatCopy.subtitle}
        intro={chatCopy.intro}
        messages={messages}
        status={state.status}
        suggestions={state.suggestions ?? [...chatCopy.suggestions]}
        onSend={(text) => void conversation.send(text)}
        isOpen={state.isOpen}
        onOpenChange={(isOpen) => {
          // One assistant at a time: the chat silences the voice.
          if (isOpen) voice.stop();
          conversation.setOpen(isOpen);
        }}
        value={state.draft}
        onValueChange={conversation.setDraft}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        notice={state.notice}
        launcherRef={launcherRef}
        // While the cookie banner asks, it is the one thing over the page (a voice answer in progress
        // keeps its stop button).
        isLauncherHidden={isBannerOpen && !voiceShown}
        headerActions={
          <>
            <ChatDockButton variant="header" label={avatarCopy.button} onPress={() => setShowAvatar(true)}>
              <IconVideo size="1.25rem" />
            </ChatDockButton>
            <ChatDockButton
              variant="header"
              label={voiceCopy.labels.button}
              onPress={() => {
                // One assistant at a time: the voice takes over from the chat, beside the launcher,
                // where focus goes too. A browser without speech recognition opens the chat again, with
                // why, and focus in its field.
                flushSync(() => conversation.setOpen(false));
                launcherRef.current?.focus();
                voice.start();
              }}
            >
              <IconMic size="1.25rem" />
            </ChatDockButton>
          </>
        }
        launcherAccessory={
          voiceShown && (
            <VoiceAssistant
              labels={voiceCopy.labels}
              state={voice.state}
              transcript={voice.transcript}
              response={voice.response}
              onStart={voice.start}
              onStop={voice.stop}
              error={
                voice.error && (
                  <VoiceError
                    message={voice.error}
                    onOpenChat={() => {
                      voice.dismissError();
                      conversation.setOpen(true);
                    }}
                  />
                )
              }
              onDismissError={voice.dismissError}
            />
          )
        }
      />
      {showAvatar && (
        <Suspense fallback={null}>
          <AvatarOverlay
            onClose={() => setShowAvatar(false)}
            onRequestDemo={() => {
              setShowAvatar(false);
              openLeadDialog();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
