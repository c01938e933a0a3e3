import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { waitForAnimations } from 'storybook/preview-api';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconMic, IconVideo } from '../Icon/Icon';
import { Section } from '../Section/Section';
import { ChatDockButton, type ChatMessage, ChatPanel, type ChatPanelProps } from './ChatPanel';

const body = within(document.body);

const suggestions = ['¿Cuánto cuesta una limpieza?', '¿Abrís los sábados?', '¿Aceptáis mi seguro?'];

const conversation: ChatMessage[] = [
  { id: '1', role: 'user', content: '¿Cuánto cuesta una limpieza dental?' },
  {
    id: '2',
    role: 'assistant',
    content:
      'Una limpieza dental cuesta 45 € e incluye la revisión con la doctora.\nSi es tu primera visita, la revisión es gratis.',
    sources: [
      { title: 'Tarifas', href: '#tarifas' },
      { title: 'Primera visita', href: '#primera-visita' },
    ],
    action: { label: 'Pedir cita', onPress: fn() },
  },
  { id: '3', role: 'user', content: '¿Y abrís los sábados?' },
  {
    id: '4',
    role: 'assistant',
    content: 'Sí, los sábados abrimos de 9:00 a 14:00.',
    sources: [{ title: 'Horario', href: '#horario' }],
  },
];

/** The page behind the panel: the panel is not modal, the page stays readable beside it. */
function Page() {
  return (
    <Section
      id="clinica"
      eyebrow="Clínica Sonrisa"
      title="Tu sonrisa, en buenas manos"
      intro="Cuidamos de la sonrisa de toda la familia desde 1998. Pide cita por teléfono, en la recepción o pregunta a nuestro asistente virtual: te responde al momento, a cualquier hora."
    />
  );
}

const meta = {
  title: 'Assistant/ChatPanel',
  component: ChatPanel,
  parameters: { layout: 'fullscreen' },
  args: {
    messages: [],
    onSend: fn(),
    onOpenChange: fn(),
    suggestions,
    subtitle: 'Responde al momento, a cualquier hora',
    intro: '¡Hola! Soy el asistente de Clínica Sonrisa. Pregúntame por tarifas, horarios o citas.',
  },
  decorators: [
    (Story) => (
      <>
        <Page />
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

// On phones the open panel covers the launcher, which is then hidden.
const launcher = () => body.getByRole('button', { name: 'Pregúntanos', hidden: true });
const panel = () => body.getByRole('dialog', { name: 'Asistente virtual' });

/** Closed: only the launcher, at the bottom-right. It says what it opens and that it is closed. */
export const Closed: Story = {
  play: async () => {
    const button = launcher();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const controlled = document.getElementById(button.getAttribute('aria-controls') ?? '');
    await expect(controlled).not.toBeNull();
    await expect(controlled).not.toBeVisible();
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/**
 * Other ways to reach the assistant (video, voice) sit in the panel's header, one tap from the
 * launcher, so that a single control floats over the page.
 */
export const WithHeaderButtons: Story = {
  args: {
    defaultOpen: true,
    headerActions: (
      <>
        <ChatDockButton variant="header" label="Ver el asistente en vídeo" onPress={fn()}>
          <IconVideo size="1.25rem" />
        </ChatDockButton>
        <ChatDockButton variant="header" label="Preguntar por voz" onPress={fn()}>
          <IconMic size="1.25rem" />
        </ChatDockButton>
      </>
    ),
  },
  play: async () => {
    // Checked as a person sees it: once the panel has finished coming in.
    await waitForAnimations();
    const header = within(panel());
    await expect(header.getByRole('button', { name: 'Ver el asistente en vídeo' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Preguntar por voz' })).toBeVisible();
  },
};

/** Just opened: the greeting, suggested questions and the field, which has focus. */
export const OpenEmpty: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    await waitForAnimations();
    const dialog = panel();
    await expect(dialog).toBeVisible();
    await expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    await expect(within(dialog).getByRole('log', { name: 'Conversación' })).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await expect(within(dialog).getByRole('textbox', { name: 'Tu pregunta' })).toHaveAttribute(
      'placeholder',
      'Escribe tu pregunta…',
    );
    const group = within(dialog).getByRole('group', { name: 'Preguntas sugeridas' });
    await expect(within(group).getAllByRole('button')).toHaveLength(3);
    // Without `onSuggestion`, a suggestion is sent like a typed question.
    await userEvent.click(within(group).getByRole('button', { name: '¿Abrís los sábados?' }));
    await expect(args.onSend).toHaveBeenCalledWith('¿Abrís los sábados?');
    await expect(within(dialog).getByRole('textbox', { name: 'Tu pregunta' })).toHaveFocus();
  },
};

/** A conversation: answers with their sources and a suggested next step. */
export const Conversation: Story = {
  args: { defaultOpen: true, messages: conversation, suggestions: ['¿Dónde estáis?'] },
  play: async () => {
    await waitForAnimations();
    const log = within(panel()).getByRole('log');
    await expect(log).toHaveTextContent('Tú: ¿Cuánto cuesta una limpieza dental?');
    await expect(log).toHaveTextContent('Asistente: Una limpieza dental cuesta 45 €');
    await expect(within(log).getByRole('link', { name: 'Tarifas' })).toHaveAttribute('href', '#tarifas');
    await expect(within(log).getByRole('link', { name: 'Horario' })).toBeVisible();
    await userEvent.click(within(log).getByRole('button', { name: 'Pedir cita' }));
    await expect(conversation[1]?.action?.onPress).toHaveBeenCalled();
  },
};

/** Waiting for the first words: a typing indicator, announced once; sending waits. */
export const Thinking: Story = {
  args: {
    defaultOpen: true,
    status: 'thinking',
    messages: [{ id: '1', role: 'user', content: '¿Aceptáis mi seguro dental?' }],
  },
  play: async () => {
    const dialog = panel();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('El asistente está escribiendo…');
    await expect(within(dialog).getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await expect(within(dialog).queryByRole('group', { name: 'Preguntas sugeridas' })).toBeNull();
  },
};

/**
 * An answer being written, with a caret. It is kept out of the log (and hidden from screen
 * readers) until it is complete, so it is read once rather than word by word.
 */
export const Streaming: Story = {
  args: {
    defaultOpen: true,
    status: 'streaming',
    messages: [
      { id: '1', role: 'user', content: '¿Aceptáis mi seguro dental?' },
      { id: '2', role: 'assistant', content: 'Trabajamos con Sanitas, Adeslas y' },
    ],
  },
  play: async () => {
    await waitForAnimations();
    const log = within(panel()).getByRole('log');
    await expect(log).toHaveTextContent('¿Aceptáis mi seguro dental?');
    await expect(log).not.toHaveTextContent('Trabajamos con');
    const partial = body.getByText('Trabajamos con Sanitas, Adeslas y');
    await expect(partial).toBeVisible();
    await expect(partial.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** A problem shown above the field, which describes the field for screen readers. */
export const ErrorNotice: Story = {
  args: {
    defaultOpen: true,
    messages: conversation.slice(0, 2),
    suggestions: [],
    notice: 'No hemos podido responder. Tu pregunta sigue en el cuadro: vuelve a enviarla.',
    noticeTone: 'danger',
    defaultValue: '¿Y abrís los sábados?',
  },
  play: async () => {
    const field = within(panel()).getByRole('textbox', { name: 'Tu pregunta' });
    await expect(field).toHaveValue('¿Y abrís los sábados?');
    await expect(field).toHaveAccessibleDescription(/No hemos podido responder/);
  },
};

/** The keyboard: Enter on the launcher opens it with focus in the field; Escape closes it and focus returns. */
export const KeyboardOpenClose: Story = {
  play: async ({ args }) => {
    const button = launcher();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = panel();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Tu pregunta' })).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Not modal: Tab may leave the panel for the page.
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // The close button also returns focus to the launcher.
    await userEvent.keyboard(' ');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Cerrar el asistente' }));
    await expect(button).toHaveFocus();
  },
};

/** A page that answers every question at once, as the site's server would. */
function LiveChat(props: ChatPanelProps) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  return (
    <ChatPanel
      {...props}
      messages={messages}
      onSend={(text) => {
        props.onSend(text);
        setMessages((current) => [
          ...current,
          { id: `${current.length}`, role: 'user', content: text },
          {
            id: `${current.length + 1}`,
            role: 'assistant',
            content: 'Sí, los sábados abrimos de 9:00 a 14:00.',
            sources: [{ title: 'Horario', href: '#horario' }],
          },
        ]);
      }}
      suggestions={messages.length ? [] : props.suggestions}
    />
  );
}

/** Typing a question and pressing Enter sends it; the field empties and keeps focus. */
export const SendsAMessage: Story = {
  args: { defaultOpen: true },
  render: (args) => <LiveChat {...args} />,
  play: async ({ args }) => {
    const dialog = panel();
    const field = within(dialog).getByRole('textbox', { name: 'Tu pregunta' });
    // Blank messages are not sent.
    await userEvent.type(field, '   {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '  ¿Abrís los sábados?{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('¿Abrís los sábados?');
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
    const log = within(dialog).getByRole('log');
    await expect(log).toHaveTextContent('Tú: ¿Abrís los sábados?');
    await expect(log).toHaveTextContent('Asistente: Sí, los sábados abrimos de 9:00 a 14:00.');
  },
};

/**
 * On an English page (`<I18nProvider locale="en-GB">`), every built-in text is English; the
 * content is the site's.
 */
export const InEnglish: Story = {
  globals: { locale: 'en-GB' },
  args: {
    defaultOpen: true,
    intro: 'Hi! I am the assistant of Smile Clinic. Ask me about prices, opening hours or appointments.',
    subtitle: 'Answers right away, day and night',
    suggestions: ['How much is a cleaning?', 'Are you open on Saturdays?'],
  },
  play: async () => {
    await waitForAnimations();
    const dialog = body.getByRole('dialog', { name: 'Virtual assistant' });
    await expect(within(dialog).getByRole('textbox', { name: 'Your question' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Ask us', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
