import {
  Button,
  ChatDockButton,
  type ChatMessage,
  ChatPanel,
  IconVideo,
  useConsent,
  VoiceAssistant,
} from '@renueva/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { avatarCopy, chatCopy, voiceCopy } from '../content/assistant';
import { useLeadDialog } from '../lead/LeadDialogContext';
import { CHAT_MESSAGE_MAX_LENGTH } from '../schemas/chat';
import { conversation, type Turn, useConversation } from './conversation';
import { useConversationStorage } from './persistence';
import { useVoiceAssistant } from './voice';

const AvatarOverlay = lazy(() => import('./AvatarOverlay'));

/** The server's next step as a button: the demo opens the lead form, the others are links. */
function panelMessage(turn: Turn, openLeadDialog: () => void): ChatMessage {
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
 * The site's assistant, in three versions like the product: the chat (launcher and panel), the voice
 * assistant and the avatar video, side by side at the bottom-right. Loaded after the visitor engages
 * (see SiteAssistant.tsx).
 */
export default function ChatWidget() {
  const state = useConversation();
  const { consent, isLoaded } = useConsent();
  const { openLeadDialog } = useLeadDialog();
  const voice = useVoiceAssistant();
  const [showAvatar, setShowAvatar] = useState(false);
  useConversationStorage(isLoaded ? (consent?.preferences.functional ?? false) : undefined);

  const messages = useMemo(
    () => state.messages.map((turn) => panelMessage(turn, openLeadDialog)),
    [state.messages, openLeadDialog],
  );

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
        launcherAccessory={
          <>
            <ChatDockButton label={avatarCopy.button} onPress={() => setShowAvatar(true)}>
              <IconVideo size="1.375rem" />
            </ChatDockButton>
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
          </>
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
