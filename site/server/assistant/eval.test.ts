import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { copiedMessages, type EvalSet, evaluate, messagesOf, normalised } from '@renueva/assistant/eval';
import { describe, expect, it } from 'vitest';
import { createSiteAssistant, siteIntents } from './content';
import { heldOut } from './eval/heldout';
import { heldOut2 } from './eval/heldout2';
import { heldOut3 } from './eval/heldout3';
import { heldOut4 } from './eval/heldout4';
import { heldOut5 } from './eval/heldout5';
import { heldOut6 } from './eval/heldout6';
import { tuning } from './eval/tuning';
import { tuningReading } from './eval/tuning2';

const messages = messagesOf;

/**
 * Messages of the parts written since the fourth held-out part that the engine's examples, one-tap
 * questions or content already said before the part was written (the fourth part on 2 December, the
 * others on 5 December; `git log -S` dates each line in the data to before then): their writers
 * had read neither, so these are the plain ways visitors ask, not copies. Anything else of those
 * parts found in the engine is a copy.
 */
const saidBefore = [
  'precio de la web',
  'iva incluido?',
  'puedo pagar por transferencia',
  'mantenimiento cuanto es',
  'incluye copias de seguridad?',
  'cuanto tardais',
  'plazo de entrega?',
  'si no me convence la demo',
  'saldre en google?',
  'que es el asistente virtual',
  'tipos de asistente?',
  'hasta cuando la oferta',
  '¿Cómo es el proceso de contratación, paso a paso?',
  'cuando se paga',
  '¿Qué ley se aplica al contrato?',
  '¿En qué registro mercantil estáis inscritos?',
  '¿Qué derechos tengo sobre mis datos?',
  'cuanto guardais las facturas',
  'vendeis mis datos?',
  '¿Tenéis delegado de protección de datos?',
  'usais cookies?',
  'cuanto tarda una agencia',
  'telefono de contacto',
  'vuestro email?',
  'is vat included',
  'Can I pay in instalments?',
  'Do you use cookies?',
  'Es pot pagar a terminis?',
  "Fins quan és vàlida l'oferta especial?",
  'que tiempo hace en sevilla',
  'cuanto cuesta un dominio .es',
  'how much is it',
  'como se contrata',
  // Said again by the second tuning part and the fifth held-out part (5 December), whose writers
  // had not read the engine: the engine's data said them before.
  '¿Qué incluye la demo gratis?',
  '¿Se puede pagar en 3 plazos?',
  'where is your company based',
  'cuánto vale la web nueva',
  '¿Qué cubre el mantenimiento?',
  'how long does it take?',
  '¿y el de avatar?',
  '¿y el de voz?',
  'Si dejo el mantenimiento, ¿qué pasa con mi web?',
  '¿Cuántas veces puedo pedir cambios?',
  // Said again by the sixth held-out part (5 December), whose writer had read neither.
  'cuanto cuesta',
  'precio??',
  'mantenimiento obligatorio?? 🤔',
  'avatar tiene metricas?',
  'oferta hasta cuando',
  'uptime',
  'demo sin tarjeta?',
  '¿Cuánto sale la página web con el asistente?',
  'What uptime do you guarantee?',
  '¿Cuánto tengo que pagar de cuota de autónomos este año?',
  '¿Cuánto cuesta el mantenimiento al mes?',
  '¿Cómo cambio mis preferencias de cookies?',
  '¿Quién es el responsable del tratamiento de mis datos?',
  '¿Qué pasa si me retraso en un pago?',
  '¿Qué guarda esta web en mi navegador?',
  '¿Qué versiones del asistente tenéis?',
  'el de avatar',
  '¿Cuánto vale?',
  '¿Cómo puedo pagar?',
  '¿Cuánto sale la página?',
];

describe('the evaluation set', () => {
  it('has at least 300 questions and 40 conversations, 60 to decline, a third of it held out', () => {
    const questions = tuning.questions.length + heldOut.questions.length;
    expect(questions).toBeGreaterThanOrEqual(300);
    expect(tuning.conversations.length + heldOut.conversations.length).toBeGreaterThanOrEqual(40);
    expect(heldOut.questions.length * 3).toBeGreaterThanOrEqual(questions);
    expect(
      [...messages(tuning), ...messages(heldOut)].filter((item) => item.decline).length,
    ).toBeGreaterThanOrEqual(60);
  });

  // The engine learns from its own examples; an evaluation question copied into its code or data
  // would measure memory, not understanding.
  it("has no question in the engine's code or data", () => {
    const engineFiles = (folder: string): string[] =>
      readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) return entry.name === 'eval' ? [] : engineFiles(path);
        return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
      });
    // The site's data and the engine's package, whose code holds no client's words.
    const sources = [
      ...engineFiles(import.meta.dirname),
      ...engineFiles(join(import.meta.dirname, '../../../packages/assistant/src')),
    ].map((file) => readFileSync(file, 'utf8'));
    const older = new Set(saidBefore.map(normalised));
    const recent = (set: EvalSet) => messages(set).filter((item) => !older.has(normalised(item.question)));
    const evaluation = [
      ...[tuning, heldOut, heldOut2, heldOut3].flatMap(messages),
      ...[heldOut4, tuningReading, heldOut5, heldOut6].flatMap(recent),
    ];
    const examples = siteIntents.flatMap((intent) => intent.examples);
    expect(copiedMessages(evaluation, sources, examples)).toEqual([]);
  });
});

describe('the second held-out part', () => {
  it('has at least 100 messages, 25 to decline and 10 conversations', () => {
    expect(messages(heldOut2).length).toBeGreaterThanOrEqual(100);
    expect(messages(heldOut2).filter((item) => item.decline).length).toBeGreaterThanOrEqual(25);
    expect(heldOut2.conversations.length).toBeGreaterThanOrEqual(10);
  });
});

for (const [name, part] of [
  ['third', heldOut3],
  ['fourth', heldOut4],
] as const) {
  describe(`the ${name} held-out part`, () => {
    it('has at least 150 messages, 40 of them short (2 to 5 words), 30 to decline and 10 conversations', () => {
      const all = messages(part);
      expect(all.length).toBeGreaterThanOrEqual(150);
      const short = all.filter((item) => {
        const count = item.question.split(/\s+/).filter(Boolean).length;
        return count >= 2 && count <= 5;
      });
      expect(short.length).toBeGreaterThanOrEqual(40);
      expect(all.filter((item) => item.decline).length).toBeGreaterThanOrEqual(30);
      expect(part.conversations.length).toBeGreaterThanOrEqual(10);
    });
  });
}

// `pnpm assistant:eval` prints the figures against issue 31's targets, which the engine does not
// reach yet; this keeps today's figures (2026-11-28) from slipping while it is improved.
describe('the offline assistant on the evaluation', () => {
  const assistant = createSiteAssistant();
  const reports = { tuning: evaluate(assistant, tuning), heldOut: evaluate(assistant, heldOut) };
  const floors = {
    tuning: { right: 0.74, rightOrClarified: 0.87, wrongTopic: 14, declined: 0.88 },
    heldOut: { right: 0.73, rightOrClarified: 0.86, wrongTopic: 8, declined: 0.82 },
  };

  for (const part of ['tuning', 'heldOut'] as const) {
    it(`does no worse than today on the ${part} part: right, right or clarified, wrong, declined plainly, never asked back instead`, () => {
      const report = reports[part];
      expect(report.correct / report.total).toBeGreaterThanOrEqual(floors[part].right);
      expect((report.correct + report.clarified.length) / report.total).toBeGreaterThanOrEqual(
        floors[part].rightOrClarified,
      );
      expect(report.wrongTopic.length).toBeLessThanOrEqual(floors[part].wrongTopic);
      expect(report.toDecline.declined / report.toDecline.total).toBeGreaterThanOrEqual(
        floors[part].declined,
      );
      expect(report.toDecline.askedBack).toBe(0);
    });
  }

  it('never states a price or a date that the content does not', () => {
    expect(reports.tuning.invented).toEqual([]);
    expect(reports.heldOut.invented).toEqual([]);
  });
});
