import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { waitForAnimations } from 'storybook/preview-api';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ChatPanel } from '../ChatPanel/ChatPanel';
import { VoiceAssistant, type VoiceAssistantProps, type VoiceAssistantState } from './VoiceAssistant';

const body = within(document.body);

const meta = {
  title: 'Assistant/VoiceAssistant',
  component: VoiceAssistant,
  parameters: { layout: 'fullscreen' },
  args: { state: 'idle', onStart: fn(), onStop: fn() },
  // Where it lives: beside the chat launcher, whose row places the card above it.
  render: (args) => (
    <ChatPanel messages={[]} onSend={fn()} launcherAccessory={<VoiceAssistant {...args} />} />
  ),
} satisfies Meta<typeof VoiceAssistant>;

export default meta;
type Story = StoryObj<typeof meta>;

const micButton = () => body.getByRole('button', { name: 'Preguntar por voz' });

/** Idle: a microphone button beside the chat launcher. Pressing it starts listening. */
export const Idle: Story = {
  play: async ({ args }) => {
    await expect(micButton()).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(micButton());
    await expect(args.onStart).toHaveBeenCalled();
    await expect(body.queryByRole('button', { name: 'Detener' })).toBeNull();
    // The tooltip (shown after a rest on the button) would race the screenshot.
    await userEvent.unhover(micButton());
  },
};

/** Listening, with what has been heard so far; the state is announced. */
export const Listening: Story = {
  args: { state: 'listening', transcript: '¿Cuánto cuesta una limpieza' },
  play: async ({ args }) => {
    // Checked as a person sees it: once the card has finished coming in.
    await waitForAnimations();
    await expect(micButton()).toHaveAttribute('aria-pressed', 'true');
    await expect(body.getByRole('status')).toHaveTextContent('Te escucho…');
    await expect(body.getByText('«¿Cuánto cuesta una limpieza»')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Detener' }));
    await expect(args.onStop).toHaveBeenCalledTimes(1);
    // The microphone button stops too while active.
    await userEvent.click(micButton());
    await expect(args.onStop).toHaveBeenCalledTimes(2);
    await expect(args.onStart).not.toHaveBeenCalled();
    await userEvent.unhover(micButton());
  },
};

export const Thinking: Story = {
  args: { state: 'thinking', transcript: '¿Cuánto cuesta una limpieza dental?' },
  play: async () => {
    await waitForAnimations();
    await expect(body.getByRole('status')).toHaveTextContent('Buscando la respuesta…');
    await expect(body.getByRole('button', { name: 'Detener' })).toBeVisible();
  },
};

/** Speaking: the answer is also shown as text, for those who cannot hear it. */
export const Speaking: Story = {
  args: {
    state: 'speaking',
    transcript: '¿Cuánto cuesta una limpieza dental?',
    response: 'Una limpieza dental cuesta 45 € e incluye la revisión con la doctora.',
  },
  play: async () => {
    await waitForAnimations();
    await expect(body.getByRole('status')).toHaveTextContent('Respondiendo…');
    await expect(body.getByText(/cuesta 45 €/)).toBeVisible();
  },
};

/** A problem explained, with what helps; announced at once and closable. */
export const WithError: Story = {
  args: {
    onDismissError: fn(),
    error: (
      <>
        <p>
          Tu navegador no nos deja usar el micrófono. Pulsa el candado junto a la dirección de la web, permite
          el micrófono y vuelve a intentarlo.
        </p>
        <Button variant="secondary" size="sm" onPress={fn()}>
          Escribir en el chat
        </Button>
      </>
    ),
  },
  play: async ({ args }) => {
    await expect(body.getByRole('alert')).toHaveTextContent(/no nos deja usar el micrófono/);
    await userEvent.click(body.getByRole('button', { name: 'Cerrar aviso' }));
    await expect(args.onDismissError).toHaveBeenCalled();
  },
};

/** A page driving it: start listens, stop returns to idle, and every step is announced. */
function Cycle(props: VoiceAssistantProps) {
  const [state, setState] = useState<VoiceAssistantState>('idle');
  return (
    <ChatPanel
      messages={[]}
      onSend={fn()}
      launcherAccessory={
        <VoiceAssistant
          {...props}
          state={state}
          transcript={state === 'idle' ? undefined : props.transcript}
          onStart={() => setState('listening')}
          onStop={() => setState('idle')}
        />
      }
    />
  );
}

/** From the keyboard: Enter starts, the stop button ends, and focus returns to the microphone button. */
export const StartAndStop: Story = {
  args: { transcript: '¿Abrís los sábados?' },
  render: (args) => <Cycle {...args} />,
  play: async () => {
    await userEvent.tab();
    await expect(micButton()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(body.getByRole('status')).toHaveTextContent('Te escucho…');
    await userEvent.click(body.getByRole('button', { name: 'Detener' }));
    await expect(body.getByRole('status')).toBeEmptyDOMElement();
    await expect(body.queryByRole('button', { name: 'Detener' })).toBeNull();
    await expect(micButton()).toHaveAttribute('aria-pressed', 'false');
    // The stop button went away with focus on it: focus is back on the microphone button.
    await expect(micButton()).toHaveFocus();
  },
};
