import type { VoiceAssistantState } from '@renueva/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { voiceCopy } from '../content/assistant';
import { ApiError } from '../data/api';
import { conversation } from './conversation';

/** The part of the Web Speech API's SpeechRecognition the assistant uses. */
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult:
    | ((event: { results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void)
    | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
}

/** The browser's speech recognition (prefixed in Chrome and Safari), if it has one. */
export function speechRecognition(): (new () => Recognition) | undefined {
  const speech = window as unknown as {
    SpeechRecognition?: new () => Recognition;
    webkitSpeechRecognition?: new () => Recognition;
  };
  return speech.SpeechRecognition ?? speech.webkitSpeechRecognition;
}

/** A Spanish voice, Spain's first; `undefined` leaves the choice to the browser (by the utterance's lang). */
export function spanishVoice(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | undefined {
  const spanish = voices.filter((voice) => /^es\b/i.test(voice.lang.replace('_', '-')));
  return spanish.find((voice) => /^es-es$/i.test(voice.lang.replace('_', '-'))) ?? spanish[0];
}

/** The message for a SpeechRecognition error code. */
function recognitionErrorMessage(code: string): string {
  switch (code) {
    case 'not-allowed':
    case 'service-not-allowed':
      return voiceCopy.microphoneBlocked;
    case 'audio-capture':
      return voiceCopy.noMicrophone;
    case 'no-speech':
      return voiceCopy.noSpeech;
    default:
      return voiceCopy.unavailable;
  }
}

export interface VoiceAssistantControls {
  state: VoiceAssistantState;
  transcript: string;
  response: string;
  error: string | null;
  start: () => void;
  stop: () => void;
  dismissError: () => void;
}

/**
 * Runs the voice assistant: listens in Spanish (Spain) showing interim results, sends what it heard
 * to the assistant (as JSON, not streamed: the answer is read out whole) and reads the answer aloud
 * with a Spanish voice. Without speech recognition it opens the text chat with a message instead.
 */
export function useVoiceAssistant(): VoiceAssistantControls {
  const [state, setState] = useState<VoiceAssistantState>('idle');
  const [transcript, setTranscript] = useState('');
  const [response, setResponse] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Each start opens a run; stopping closes it, and callbacks of a closed run are ignored.
  const run = useRef<{ recognition?: Recognition } | null>(null);

  const finish = useCallback((message: string | null = null) => {
    run.current = null;
    setState('idle');
    setTranscript('');
    setResponse('');
    setError(message);
  }, []);

  const stop = useCallback(() => {
    const current = run.current;
    if (!current) return;
    run.current = null;
    current.recognition?.abort();
    window.speechSynthesis?.cancel();
    finish();
  }, [finish]);

  const speak = useCallback(
    (text: string, current: object) => {
      const synthesis = window.speechSynthesis;
      if (!synthesis) {
        // Nothing can read it out: the answer is in the chat.
        finish();
        conversation.setOpen(true);
        return;
      }
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = 'es-ES';
      const voice = spanishVoice(synthesis.getVoices());
      if (voice) utterance.voice = voice;
      utterance.onend = () => run.current === current && finish();
      utterance.onerror = () => run.current === current && finish();
      synthesis.cancel();
      synthesis.speak(utterance);
      setResponse(text);
      setState('speaking');
    },
    [finish],
  );

  const answer = useCallback(
    async (question: string, current: object) => {
      setState('thinking');
      try {
        const { answer: text } = await conversation.ask(question);
        if (run.current === current) speak(text, current);
      } catch (failure) {
        if (run.current !== current) return;
        finish(
          failure instanceof ApiError && failure.status === 429
            ? voiceCopy.rateLimited
            : voiceCopy.answerFailed,
        );
      }
    },
    [finish, speak],
  );

  const start = useCallback(() => {
    stop();
    setError(null);
    const SpeechRecognition = speechRecognition();
    if (!SpeechRecognition) {
      conversation.openWithNotice(voiceCopy.unsupported);
      return;
    }
    conversation.setOpen(false);
    // Voices load lazily in some browsers: asking now has them ready when the answer comes.
    window.speechSynthesis?.getVoices();
    const recognition = new SpeechRecognition();
    const current = { recognition };
    run.current = current;
    recognition.lang = 'es-ES';
    recognition.interimResults = true;
    recognition.continuous = false;
    recognition.maxAlternatives = 1;
    let heard = '';
    let failed = false;
    recognition.onresult = (event) => {
      heard = Array.from(event.results, (result) => result[0]?.transcript ?? '')
        .join('')
        .trim();
      if (run.current === current) setTranscript(heard);
    };
    recognition.onerror = (event) => {
      if (run.current !== current || event.error === 'aborted') return;
      failed = true;
      finish(recognitionErrorMessage(event.error));
    };
    recognition.onend = () => {
      if (run.current !== current || failed) return;
      if (heard) void answer(heard, current);
      else finish(voiceCopy.noSpeech);
    };
    try {
      recognition.start();
      setTranscript('');
      setState('listening');
    } catch {
      finish(voiceCopy.unavailable);
    }
  }, [answer, finish, stop]);

  // Leaving the page mid-answer stops listening and speaking.
  useEffect(() => stop, [stop]);

  const dismissError = useCallback(() => setError(null), []);

  return { state, transcript, response, error, start, stop, dismissError };
}
