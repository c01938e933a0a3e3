import { describe, expect, it } from 'vitest';
import { answerChat } from './answer';
import type { AssistantContent } from './content';
import { createAssistant } from './engine';
import { conversation } from './eval/copies';

/** A bakery's content: two passages, a FAQ item, a few examples and what it declines. */
const bakery: AssistantContent = {
  business: {
    name: 'Forn del Carrer Major',
    address: 'Carrer Major, 12, 17004 Girona',
    phone: '972 00 00 00',
  },
  passages: [
    {
      id: 'horario',
      title: 'Horario',
      heading: 'Horario de la tienda',
      text: 'Abrimos de lunes a sábado, de 8:00 a 14:00. Los domingos cerramos.',
      href: '#horario',
    },
    {
      id: 'envios',
      title: 'Envíos',
      text: 'Llevamos los pedidos a domicilio dentro de Girona por 3 €, de martes a sábado.',
      href: '#envios',
    },
    {
      id: 'encargos',
      title: 'Encargos de tartas',
      text: 'Las tartas se encargan con 48 horas de antelación. Una tarta de seis raciones cuesta 24 €.',
      href: '#encargos',
    },
  ],
  faq: [
    {
      id: 'sin-gluten',
      question: '¿Tenéis pan sin gluten?',
      answer: 'Sí: pan de trigo sarraceno sin gluten los martes y los viernes.',
    },
  ],
  examples: {
    horario: ['a que hora abris', 'abris el domingo?', 'hasta que hora estais'],
    encargos: ['quiero encargar una tarta', 'cuanto cuesta una tarta', 'con cuanta antelacion encargo'],
  },
  outOfScope: {
    general: ['que tiempo hace manana', 'quien gano el partido', 'cuentame un chiste'],
  },
  declines: {
    unstated: { answer: 'No tengo esa información: llámanos al 972 00 00 00.' },
    general: { answer: 'Solo sé del horno: pregúntame por el pan, las tartas o el horario.' },
  },
  copy: {
    greeting: '¡Hola! Pregúntame por el pan, las tartas o el horario.',
    thanks: '¡A ti!',
    clarify: '¿Te refieres a alguna de estas?',
  },
  suggestions: ['¿Tenéis pan sin gluten?', 'Horario'],
};

const assistant = createAssistant(bakery);
const ask = (...questions: string[]) => assistant.reply(conversation(...questions));

describe('an assistant from a business content', () => {
  it('answers with the text of its passages, citing them', () => {
    const reply = ask('¿A qué hora abrís?');
    expect(reply).toMatchObject({
      answer: 'Abrimos de lunes a sábado, de 8:00 a 14:00. Los domingos cerramos.',
      answered: true,
      sources: [{ title: 'Horario', href: '#horario' }],
    });
  });

  it("says the business's own facts, each by its name", () => {
    expect(ask('¿Cuál es vuestra dirección?').answer).toContain('Dirección: Carrer Major, 12, 17004 Girona.');
    expect(ask('¿Qué teléfono tenéis?')).toMatchObject({ answered: true, sources: [{ href: '#contacto' }] });
  });

  it('answers a FAQ item asked in other words, citing it by its id', () => {
    const reply = ask('hay pan sin gluten?');
    expect(reply.answer).toContain('trigo sarraceno');
    expect(reply.sources).toEqual([{ title: '¿Tenéis pan sin gluten?', href: '#sin-gluten' }]);
  });

  it("answers what a passage with no examples says, from the passage's own words", () => {
    expect(ask('¿Hacéis envíos a domicilio?')).toMatchObject({
      answered: true,
      sources: [{ href: '#envios' }],
    });
  });

  it('reads a follow-up with the words of the turn before', () => {
    expect(ask('¿Tenéis pan sin gluten?', '¿y los martes?').sources).toEqual([
      { title: '¿Tenéis pan sin gluten?', href: '#sin-gluten' },
    ]);
    expect(ask('¿Hacéis envíos a domicilio?', '¿y los martes?').sources).toEqual([
      { title: 'Envíos', href: '#envios' },
    ]);
  });

  it('declines what the content does not say, in the words of its kind', () => {
    expect(ask('¿Qué tiempo hará mañana?')).toMatchObject({
      answer: bakery.declines.general?.answer,
      answered: false,
    });
    const unstated = ask('¿Cuántos empleados tenéis en la tienda?');
    expect(unstated.answered).toBe(false);
    expect([bakery.declines.unstated.answer, bakery.copy.clarify]).toContain(unstated.answer);
  });

  it('greets and thanks in its own words, suggesting what to ask', () => {
    expect(ask('Hola')).toMatchObject({ answer: bakery.copy.greeting, suggestions: bakery.suggestions });
    expect(ask('¿A qué hora abrís?', 'gracias').answer).toBe(bakery.copy.thanks);
  });

  it('answers only in the words of its content: every answer is a passage', () => {
    const texts = [
      ...bakery.passages.map((passage) => passage.text),
      ...(bakery.faq ?? []).map((item) => item.answer),
    ];
    for (const question of ['cuanto vale una tarta', 'abris los domingos', 'teneis pan sin gluten']) {
      const reply = ask(question);
      expect(reply.answered, question).toBe(true);
      expect(texts, question).toContain(reply.answer);
    }
  });

  it('refuses content whose examples name a passage it does not have, or two passages of one id', () => {
    expect(() => createAssistant({ ...bakery, examples: { precios: ['cuanto cuesta'] } })).toThrow(
      "The examples name a passage the content does not have: 'precios'",
    );
    const twice = [
      ...bakery.passages,
      { ...bakery.passages[0], text: 'Otro.' },
    ] as AssistantContent['passages'];
    expect(() => createAssistant({ ...bakery, passages: twice })).toThrow(
      "Two passages of the content have the id 'horario'",
    );
  });
});

describe('answerChat', () => {
  it('answers a valid request with the answer and nothing of the server', () => {
    const { status, body } = answerChat(assistant, {
      messages: [{ role: 'user', content: '¿A qué hora abrís?' }],
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      answer: 'Abrimos de lunes a sábado, de 8:00 a 14:00. Los domingos cerramos.',
      sources: [{ title: 'Horario', href: '#horario' }],
      action: null,
      answered: true,
      suggestions: bakery.suggestions,
    });
  });

  it('refuses what is not a conversation ending in a question, in Spanish', () => {
    expect(answerChat(assistant, undefined)).toEqual({
      status: 400,
      body: { error: 'Envía la conversación como un objeto JSON.' },
    });
    expect(answerChat(assistant, { messages: [] })).toEqual({
      status: 400,
      body: { error: 'Escribe tu pregunta.' },
    });
    expect(answerChat(assistant, { messages: [{ role: 'user', content: 'x'.repeat(1001) }] }).body).toEqual({
      error: 'Cada mensaje puede tener como máximo 1000 caracteres.',
    });
  });
});
