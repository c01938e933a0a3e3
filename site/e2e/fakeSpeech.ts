import type { Page } from '@playwright/test';

/**
 * Fake speech APIs that record what they are asked: `__speech.hear(text, final)` plays a result,
 * `__speech.finishSpeaking()` ends the utterance being read. `deny` makes the microphone refuse.
 */
export async function withFakeSpeech(page: Page, { deny }: { deny?: string } = {}) {
  await page.addInitScript((denyWith) => {
    interface FakeRecognition {
      lang: string;
      interimResults: boolean;
      onresult?: (event: unknown) => void;
      onerror?: (event: { error: string }) => void;
      onend?: () => void;
    }
    const speech = {
      recognitions: [] as FakeRecognition[],
      spoken: [] as { text: string; lang: string; voice?: string }[],
      cancelled: 0,
      current: null as null | { onend?: () => void },
      hear(text: string, final: boolean) {
        const recognition = speech.recognitions.at(-1);
        const result = Object.assign([{ transcript: text }], { isFinal: final });
        recognition?.onresult?.({ results: [result] });
        if (final) recognition?.onend?.();
      },
      finishSpeaking() {
        speech.current?.onend?.();
      },
    };
    class Recognition {
      lang = '';
      interimResults = false;
      continuous = true;
      maxAlternatives = 0;
      onresult?: (event: unknown) => void;
      onerror?: (event: { error: string }) => void;
      onend?: () => void;
      constructor() {
        speech.recognitions.push(this);
      }
      start() {
        if (denyWith)
          setTimeout(() => {
            this.onerror?.({ error: denyWith });
            this.onend?.();
          });
      }
      abort() {
        this.onerror?.({ error: 'aborted' });
        this.onend?.();
      }
    }
    const voices = [
      { name: 'Samantha', lang: 'en-US' },
      { name: 'Paulina', lang: 'es-MX' },
      { name: 'Mónica', lang: 'es-ES' },
    ];
    Object.assign(window, {
      __speech: speech,
      SpeechRecognition: Recognition,
      webkitSpeechRecognition: Recognition,
      SpeechSynthesisUtterance: class {
        lang = '';
        voice?: { name: string };
        onend?: () => void;
        constructor(readonly text: string) {}
      },
    });
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        getVoices: () => voices,
        speak(utterance: { text: string; lang: string; voice?: { name: string }; onend?: () => void }) {
          speech.spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name });
          speech.current = utterance;
        },
        cancel() {
          speech.cancelled++;
        },
      },
    });
  }, deny);
}

interface FakeSpeech {
  recognitions: { lang: string; interimResults: boolean }[];
  spoken: { text: string; lang: string; voice?: string }[];
  cancelled: number;
  hear: (text: string, final: boolean) => void;
  finishSpeaking: () => void;
}

declare global {
  interface Window {
    __speech: FakeSpeech;
  }
}

export const hear = (page: Page, text: string, final: boolean) =>
  page.evaluate(([text, final]) => window.__speech.hear(text, final), [text, final] as const);
export const finishSpeaking = (page: Page) => page.evaluate(() => window.__speech.finishSpeaking());
export const recorded = (page: Page) =>
  page.evaluate(() => {
    const { recognitions, spoken, cancelled } = window.__speech;
    return {
      recognitions: recognitions.map(({ lang, interimResults }) => ({ lang, interimResults })),
      spoken,
      cancelled,
    };
  });
