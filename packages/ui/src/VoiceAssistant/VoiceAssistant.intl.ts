import type { Catalogue } from '../i18n/useLabels';

/** The built-in texts and accessible labels. */
export interface VoiceAssistantLabels {
  /** The microphone button's accessible name and tooltip. */
  button: string;
  /** The stop button. */
  stop: string;
  listening: string;
  thinking: string;
  speaking: string;
  /** Accessible name of the button that closes an error message. */
  dismiss: string;
  /** Accessible name of the card, a region of the page while it shows. */
  region: string;
  /** The opening and closing quotation marks around what was heard. */
  quotes: readonly [open: string, close: string];
}

export const voiceAssistantLabels: Catalogue<VoiceAssistantLabels> = {
  es: {
    button: 'Preguntar por voz',
    stop: 'Detener',
    listening: 'Te escucho…',
    thinking: 'Buscando la respuesta…',
    speaking: 'Respondiendo…',
    dismiss: 'Cerrar aviso',
    region: 'Asistente de voz',
    quotes: ['«', '»'],
  },
  ca: {
    button: 'Pregunta per veu',
    stop: 'Atura',
    listening: 'T’escolto…',
    thinking: 'Cercant la resposta…',
    speaking: 'Responent…',
    dismiss: 'Tanca l’avís',
    region: 'Assistent de veu',
    quotes: ['«', '»'],
  },
  en: {
    button: 'Ask by voice',
    stop: 'Stop',
    listening: 'I’m listening…',
    thinking: 'Finding the answer…',
    speaking: 'Answering…',
    dismiss: 'Close message',
    region: 'Voice assistant',
    quotes: ['“', '”'],
  },
};
