import { conversation } from '@renueva/assistant/eval';
import { describe, expect, it } from 'vitest';
import { comparison } from '../../src/content/comparison';
import { faq } from '../../src/content/faq';
import { home } from '../../src/content/home';
import { legalDocuments } from '../../src/content/legal';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../src/schemas/chat';
import { createSiteAssistant, siteIntents } from './content';
import { assistantCopy, declines } from './copy';
import { heldOut } from './eval/heldout';
import { tuning } from './eval/tuning';

const assistant = createSiteAssistant();
const ask = (...questions: string[]) => assistant.reply(conversation(...questions));

describe('the knowledge', () => {
  const anchors: Record<string, Set<string>> = {
    '/': new Set([
      ...faq.map((item) => item.id),
      ...Object.values(home).flatMap((section) => ('id' in section ? [section.id] : [])),
      'contacto',
    ]),
    [comparison.path]: new Set([
      comparison.overview.id,
      comparison.table.id,
      comparison.conclusion.id,
      ...comparison.details.map((part) => part.id),
    ]),
    '/oferta-especial': new Set(),
    ...Object.fromEntries(
      legalDocuments.map((document) => [
        document.path,
        new Set(document.sections.map((section) => section.id)),
      ]),
    ),
  };

  it('cites only pages and anchors that exist', () => {
    for (const { href } of assistant.knowledge) {
      const [path = '', anchor] = href.split('#');
      expect(anchors[path], href).toBeDefined();
      if (anchor !== undefined) expect(anchors[path]?.has(anchor), href).toBe(true);
    }
  });

  it("holds every FAQ answer and every legal section's text as the pages say them", () => {
    const texts = assistant.knowledge.map((passage) => passage.text).join('\n');
    for (const item of faq) expect(texts).toContain(item.answer);
    const privacy = legalDocuments.find((document) => document.path === '/legal/privacidad');
    const storage = privacy?.sections.find((section) => section.id === 'conservacion');
    expect(texts).toContain('Registros técnicos del servidor: Un máximo de 30 días');
    expect(storage).toBeDefined();
  });
});

describe('the offline assistant', () => {
  it('answers with the passage that matches and cites it', () => {
    const reply = ask('¿Cuánto cuesta?');
    expect(reply.answered).toBe(true);
    expect(reply.answer).toBe(faq.find((item) => item.id === 'precio')?.answer);
    expect(reply.sources).toEqual([
      { title: '¿Cuánto cuesta la nueva web con asistente virtual?', href: '/#precio' },
    ]);
  });

  it('forgives missing accents, typos and other words for the same thing', () => {
    for (const question of [
      'cuanto cuesta',
      '¿Cuánto cuesta?',
      'cuanto questa',
      '¿qué precio tiene?',
      '¿cuánto cobráis?',
    ]) {
      expect(ask(question).answer.replace(/\s/g, ' '), question).toContain('999 €');
    }
  });

  it('reads a short follow-up with the question before it', () => {
    expect(ask('¿Cuánto cuesta?', '¿Y en plazos?').answer).toContain('sin intereses');
    expect(ask('¿Qué incluye la demo gratuita?', '¿Y si no me convence?').answer).toContain('no pagas nada');
  });

  it('reads a follow-up with the subject of the turn before, and starts afresh on a new subject', () => {
    expect(ask('¿Qué incluye el mantenimiento?', '¿y cuánto vale?').answer).toMatch(/149\s€ al mes/);
    expect(ask('¿Qué incluye el mantenimiento?', '¿y cuánto vale?').answer).not.toContain('999');
    expect(ask('¿Qué incluye el mantenimiento?', '¿y la web cuánto tardáis?').answer).toContain('semanas');
    expect(ask('Tengo una clínica dental', '¿cuánto tardaríais?').answer).toContain('semanas');
  });

  it('answers both parts of a message that asks two things', () => {
    const reply = ask('¿qué precio tiene y en cuántas semanas está lista?');
    expect(reply.answer).toMatch(/999\s€/);
    expect(reply.answer).toContain('semanas');
    expect(reply.sources.map((source) => source.href)).toEqual(['/#precio', '/#plazos']);
  });

  it('answers a procedure with every step, in order', () => {
    const steps = home.howItWorks.steps.map((step) => step.title);
    const answer = ask('¿cómo funciona, qué pasos hay?').answer;
    const positions = steps.map((title) => answer.indexOf(title));
    expect(
      positions.every((position) => position >= 0),
      answer,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("leaves the visitor's own business out of the question", () => {
    expect(ask('¿cuánto me costaría la web de mi floristería?').answer).toMatch(/999\s€/);
  });

  it('offers the demo to a visitor asking about the price, and the checkout to one who wants to hire', () => {
    expect(ask('¿Cuánto cuesta?').action).toEqual({ kind: 'demo', label: 'Solicitar demo' });
    expect(ask('Quiero contratarlo').action).toMatchObject({ kind: 'checkout', href: '/checkout' });
    expect(ask('¿Usáis cookies?').action).toBeNull();
  });

  it('suggests two or three other FAQ questions, never the one it answered', () => {
    const reply = ask('¿Cuánto cuesta?');
    expect(reply.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(reply.suggestions.length).toBeLessThanOrEqual(3);
    for (const suggestion of reply.suggestions) {
      expect(faq.map((item) => item.question)).toContain(suggestion);
    }
    expect(reply.suggestions).not.toContain('¿Cuánto cuesta la nueva web con asistente virtual?');
  });

  it('says it does not know, and offers the contact and the closest topics, what the content does not answer', () => {
    for (const question of ['¿Trabajáis con WordPress?', '¿Cuántos clientes tenéis?', 'asdfgh']) {
      const reply = ask(question);
      expect(reply, question).toMatchObject({
        answered: false,
        sources: [],
        action: { kind: 'contact', href: 'mailto:hola@renueva.es' },
      });
      expect(reply.answer, question).toContain('No tengo esa información');
      expect(reply.suggestions.length, question).toBeGreaterThan(0);
    }
  });

  it('declines what Renueva does not do, or is not for, each in its words and with what it does instead', () => {
    for (const question of ['¿Me gestionáis el Instagram?', '¿Hacéis logos?'])
      expect(ask(question), question).toMatchObject({
        answered: false,
        answer: expect.stringContaining('Eso no lo hacemos'),
        action: { kind: 'demo' },
      });
    expect(ask('¿Cuánto cobra Shopify al mes?')).toMatchObject({
      answered: false,
      answer: expect.stringContaining('tarifas de otras empresas'),
      suggestions: expect.arrayContaining(['¿En qué os diferenciáis de una agencia?']),
    });
    expect(ask('¿Me conviene hacerme autónomo o montar una sociedad limitada?')).toMatchObject({
      answered: false,
      answer: expect.stringContaining('legales o fiscales'),
    });
    expect(ask('Dame una receta de paella')).toMatchObject({
      answered: false,
      answer: expect.stringContaining('solo sé de Renueva'),
    });
  });

  it('offers, after each kind of decline, topics that exist and have their question', () => {
    const asked = new Map(siteIntents.map((intent) => [intent.intent, intent.question]));
    for (const [kind, { instead }] of Object.entries(declines))
      for (const intent of instead) expect(asked.get(intent), `${kind}: ${intent}`).toBeTruthy();
  });

  it('asks back, with the likeliest topics for the message as options, when it is not sure', () => {
    const payment = ask('que pasa con lo del pago');
    expect(payment).toMatchObject({ answered: false, sources: [], action: null });
    expect(payment.answer).toContain('¿te refieres a');
    expect(payment.suggestions).toContain('¿Puedo pagarlo a plazos?');
    const maintenance = ask('el mantenimiento?');
    expect(maintenance.answer).toContain('¿te refieres a');
    // Only the readings close to the likeliest: each of them about the maintenance.
    expect(maintenance.suggestions.length).toBeGreaterThanOrEqual(2);
    for (const option of maintenance.suggestions) expect(option).toMatch(/mantenimiento/);
    // Options depend on the message: never the same fixed list.
    expect(maintenance.suggestions).not.toEqual(payment.suggestions);
    expect(payment.suggestions.length).toBeLessThanOrEqual(3);
  });

  it('answers an option, tapped, with its own topic', () => {
    const tapped = assistant.reply([
      { role: 'user', content: 'que pasa con lo del pago' },
      { role: 'assistant', content: assistantCopy.clarify },
      { role: 'user', content: '¿Puedo pagarlo a plazos?' },
    ]);
    expect(tapped.answered).toBe(true);
    expect(tapped.answer).toContain('sin intereses');
    for (const intent of siteIntents)
      if (intent.question) expect(ask(intent.question), intent.question).toMatchObject({ answered: true });
  });

  it('does not read a follow-up on something the site does not do as one on the subject before', () => {
    expect(ask('¿Cuánto cuesta?', '¿y me lleváis también las redes sociales?').answered).toBe(false);
  });

  it('greets and thanks without counting it as a question it could not answer', () => {
    expect(ask('Hola')).toMatchObject({ answered: true, sources: [], action: null });
    expect(ask('Hola').answer).toContain('asistente virtual de Renueva');
    expect(ask('¡Muchas gracias!')).toMatchObject({ answered: true, sources: [] });
    expect(ask('Buenos días, ¿cuánto cuesta?').answer).toContain('999');
  });

  it('keeps every answer short enough to be sent back as a message', () => {
    for (const { question } of [...tuning.questions, ...heldOut.questions]) {
      expect(ask(question).answer.length, question).toBeLessThanOrEqual(CHAT_MESSAGE_MAX_LENGTH);
    }
  });
});
