import type { ChatPanelLabels, VoiceAssistantLabels } from '@renueva/ui';
import { brand } from './brand';

/** The chat widget: the site's own assistant, a working demo of what a customer gets. */
export const chatCopy = {
  labels: {
    launcher: 'Pregúntame',
    title: `Asistente de ${brand.name}`,
    close: 'Cerrar el asistente',
    input: 'Tu pregunta',
    placeholder: 'Escribe tu pregunta…',
    send: 'Enviar pregunta',
  } satisfies Partial<ChatPanelLabels>,
  subtitle: 'Responde al momento con la información de esta web',
  intro: `¡Hola! Soy el asistente virtual de ${brand.name}, el mismo tipo de asistente que tendría tu negocio. Pregúntame por el precio, los plazos o la demo gratis.`,
  /** Offered before the first question. */
  suggestions: ['¿Cuánto cuesta?', '¿Cuánto se tarda?', '¿Qué incluye la demo gratis?'],
  errorTitle: 'No hemos podido responder',
  errorDescription: 'Revisa tu conexión y vuelve a intentarlo: tu pregunta sigue en el cuadro de texto.',
  rateLimitedDescription:
    'Has hecho muchas preguntas seguidas. Espera un minuto y vuelve a intentarlo: tu pregunta sigue en el cuadro de texto.',
} as const;

/** The voice assistant: it listens, sends what it heard to the same assistant and reads the answer aloud. */
export const voiceCopy = {
  labels: {
    button: 'Preguntar por voz',
    stop: 'Detener',
    listening: 'Te escucho…',
    thinking: 'Buscando la respuesta…',
    speaking: 'Respondiendo…',
    dismiss: 'Cerrar aviso',
  } satisfies Partial<VoiceAssistantLabels>,
  /** Shown in the chat, which opens instead, when the browser cannot recognise speech. */
  unsupported:
    'Tu navegador no permite hablar con el asistente (funciona en Chrome, Edge y Safari). Escríbeme tu pregunta aquí y te respondo al momento.',
  microphoneBlocked:
    'Tu navegador no nos deja usar el micrófono. Para permitirlo, pulsa el icono del candado (o de ajustes) junto a la dirección de la web, activa «Micrófono» y vuelve a pulsar el botón del micrófono.',
  noMicrophone: 'No encontramos ningún micrófono. Conecta uno y vuelve a intentarlo.',
  noSpeech: 'No te he oído. Pulsa el micrófono y haz tu pregunta en voz alta.',
  unavailable: 'El reconocimiento de voz no está disponible ahora mismo. Inténtalo de nuevo en un momento.',
  answerFailed: 'No hemos podido responder. Revisa tu conexión y vuelve a intentarlo.',
  rateLimited: 'Has hecho muchas preguntas seguidas. Espera un minuto y vuelve a intentarlo.',
  openChat: 'Escribir en el chat',
} as const;

/** The avatar (video) assistant: a button beside the chat that presents it in a video overlay. */
export const avatarCopy = {
  button: 'Ver el asistente con avatar',
  close: 'Cerrar el vídeo',
  includes: 'Qué incluye',
  transcript: 'Transcripción del vídeo',
  demo: 'Solicitar demo',
} as const;
