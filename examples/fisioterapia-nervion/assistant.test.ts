import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAssistant } from '@renueva/assistant';
import { conversation, copiedMessages, messagesOf } from '@renueva/assistant/eval';
import { describe, expect, it } from 'vitest';
import { clinicAssistant, clinicPolicy } from './assistant';
import { examples, outOfScope } from './examples';
import { heldOut } from './heldout';
import { tuning } from './tuning';

const assistant = createAssistant(clinicAssistant, clinicPolicy);
const ask = (...questions: string[]) => assistant.reply(conversation(...questions));

describe("Fisioterapia Nervión's assistant", () => {
  it('is built from its content and at most 50 example questions', () => {
    const written = [...Object.values(examples), ...Object.values(outOfScope)].flat();
    expect(written.length).toBeLessThanOrEqual(50);
  });

  // Its examples were written from the content alone, before it was scored; an evaluation question
  // in its code or data would measure memory, not understanding.
  it('holds no question of its evaluation in its code or data', () => {
    const here = import.meta.dirname;
    // Not the content, which says what the questions ask ('¿Hace falta volante del médico?').
    const files = [
      'assistant.ts',
      'examples.ts',
      ...readdirSync(join(here, 'server')).map((file) => `server/${file}`),
    ];
    const engine = join(here, '../../packages/assistant/src');
    const sources = [
      ...files.map((file) => join(here, file)),
      ...readdirSync(engine, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('eval'))
        .map((file) => join(engine, file)),
    ];
    const written = [...Object.values(examples), ...Object.values(outOfScope)].flat();
    expect(
      copiedMessages(
        [...messagesOf(heldOut), ...messagesOf(tuning)],
        sources.map((file) => readFileSync(file, 'utf8')),
        written,
      ),
    ).toEqual([]);
  });

  it('answers from the passage that says it, citing its section of the page', () => {
    const reply = ask('¿Cuánto cuesta una sesión de fisioterapia deportiva?');
    expect(reply.answer).toContain('42 €');
    expect(reply.sources).toEqual([
      { title: '¿Cuánto cuesta y cuánto dura una sesión?', href: '#faq-precio-sesion' },
    ]);
  });

  it('reads a follow-up with the turn before', () => {
    expect(ask('¿Hacéis masaje descontracturante?', '¿y hay bono?').answer).toContain('5 masajes');
    expect(ask('¿Hay bono?').answer).not.toContain('5 masajes');
  });

  it('declines a request for medical advice, offering an assessment instead', () => {
    const reply = ask('¿Es grave un esguince de muñeca?');
    expect(reply).toMatchObject({ answer: clinicAssistant.declines.medical?.answer, answered: false });
    expect(reply.action?.href).toBe('tel:+34954621847');
  });
});
