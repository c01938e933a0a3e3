import { describe, expect, it, vi } from 'vitest';
import { spanishVoice } from './voice';

vi.mock('@renueva/ui', () => ({ toast: vi.fn() }));

const voice = (name: string, lang: string) => ({ name, lang }) as SpeechSynthesisVoice;

describe('spanishVoice', () => {
  it("prefers Spain's Spanish, then any Spanish, and otherwise leaves the choice to the browser", () => {
    const english = voice('Samantha', 'en-US');
    const mexican = voice('Paulina', 'es-MX');
    const spanish = voice('Mónica', 'es_ES');
    expect(spanishVoice([english, mexican, spanish])).toBe(spanish);
    expect(spanishVoice([english, mexican])).toBe(mexican);
    expect(spanishVoice([english, voice('Estonian', 'et-EE')])).toBeUndefined();
    expect(spanishVoice([])).toBeUndefined();
  });
});
