import { describe, expect, it } from 'vitest';
import type { Assistant } from '../engine';
import { evaluate, figures, kindOf } from './evaluate';

/** What the assistants below say when they ask back. */
const CLARIFY = '¿Te refieres a alguna de estas preguntas?';

describe('evaluate', () => {
  /** An assistant that asks back on anything but its options, and answers only the option 'Plazos'. */
  const askingBack = (options: string[]): Assistant => ({
    knowledge: [],
    copy: { greeting: 'Hola', thanks: 'De nada', clarify: CLARIFY },
    reply: (conversation) => {
      const answersIt = conversation.at(-1)?.content === 'Plazos';
      return {
        answer: answersIt ? 'Entre 2 y 4 semanas.' : CLARIFY,
        answered: answersIt,
        suggestions: answersIt ? [] : options,
        sources: [],
        action: null,
        passages: [],
      };
    },
  });
  const set = { questions: [{ question: '¿cuándo?', mustContain: ['2 y 4 semanas'] }], conversations: [] };

  it('counts a question back as clarified when one of its first three options, asked next, answers right', () => {
    const report = evaluate(askingBack(['Precio', 'Plazos', 'Demo']), set);
    expect(report).toMatchObject({ correct: 0, failures: [], wrongTopic: [] });
    expect(report.clarified.map((item) => item.question)).toEqual(['¿cuándo?']);
  });

  it('counts a question back to what must be declined apart, not as a decline', () => {
    const report = evaluate(askingBack(['Precio', 'Plazos']), {
      questions: [{ question: '¿qué tiempo hace?', decline: true }],
      conversations: [],
    });
    expect(report.toDecline).toEqual({ total: 1, declined: 0, askedBack: 1 });
    expect(report.correct).toBe(0);
    expect(report.failures.map((item) => item.problems)).toEqual([['asked back instead of declining']]);
  });

  it('counts a plain decline of what the content answers as a false decline, and a question back as none', () => {
    const declining: Assistant = {
      knowledge: [],
      copy: { greeting: 'Hola', thanks: 'De nada', clarify: CLARIFY },
      reply: () => ({
        answer: 'No tengo esa información.',
        answered: false,
        suggestions: [],
        sources: [],
        action: null,
        passages: [],
      }),
    };
    const mixed = {
      ...set,
      questions: [...set.questions, { question: '¿hacéis logos?', decline: true as const }],
    };
    expect(evaluate(declining, mixed).falseDeclines.map((item) => item.question)).toEqual(['¿cuándo?']);
    expect(evaluate(askingBack(['Precio', 'Demo']), set).falseDeclines).toEqual([]);
  });

  it('counts it as a failure when no option among the first three answers right', () => {
    const report = evaluate(askingBack(['Precio', 'Demo', 'Contacto', 'Plazos']), set);
    expect(report.clarified).toEqual([]);
    expect(report.failures.map((item) => item.problems)).toEqual([
      ['declined', 'does not say "2 y 4 semanas"'],
    ]);
  });
});

describe('the kinds of message', () => {
  it('tells what must be declined, a later turn, a long message, another register, chat writing and plain Spanish apart', () => {
    expect(kindOf({ question: '¿Qué tiempo hace?', decline: true }, false)).toBe('out of scope');
    expect(kindOf({ question: '¿y cuánto vale?' }, true)).toBe('follow-up');
    expect(kindOf({ question: `${'Tengo una tienda de barrio. '.repeat(6)}¿Cuánto cuesta?` }, false)).toBe(
      'long',
    );
    expect(kindOf({ question: '¿Podría decirme el precio?' }, false)).toBe('register');
    expect(kindOf({ question: 'Quant costa?' }, false)).toBe('register');
    expect(kindOf({ question: 'q precio tiene xfa' }, false)).toBe('chat writing');
    expect(kindOf({ question: 'cuantooo 😅' }, false)).toBe('chat writing');
    expect(kindOf({ question: '¿Cuánto cuesta la web?' }, false)).toBe('plain');
  });
});

describe('figures', () => {
  it('finds euro amounts and dates however they are written', () => {
    expect(
      figures('Cuesta 1.499\u00a0€ o 999 euros, hasta el 31 de diciembre de 2026 (2026-12-31).'),
    ).toEqual(['1499 €', '999 €', '31 de diciembre de 2026', '2026-12-31']);
  });
});
