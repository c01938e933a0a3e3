import { isOutOfScope, names } from '@renueva/assistant';
import { describe, expect, it } from 'vitest';
import { comparison } from '../../../src/content/comparison';
import { faq } from '../../../src/content/faq';
import { legalDocuments } from '../../../src/content/legal';
import { siteIntents } from '../content';
import { buildKnowledge } from '../knowledge';
import { type AnswerRef, topics } from '.';
import { voices } from './voices';

const knowledge = buildKnowledge();
const ids = new Set(knowledge.map((passage) => passage.id));

/** The passages a reference names, found as the engine finds them. */
const candidates = (ref: AnswerRef) => knowledge.filter((passage) => names(ref, passage));

/**
 * Passages no intent answers with, on purpose; any other is a failure. A passage the content gains
 * lands in the failure until its topic's file has ways of asking it, or it is listed here with why.
 */
const UNREACHED = [
  // A document's lead paragraph only lists what its sections say in full, and those answer.
  'legal/terminos',
  'legal/aviso-legal',
  // It sends the reader to the privacy and cookie policies, whose passages answer.
  'legal/aviso-legal/datos-personales',
];

describe("the assistant's training data", () => {
  it('keys every example by a passage the knowledge has', () => {
    // A content edit that removes or renames a passage orphans its examples: they would train an
    // intent that answers nothing, which the engine silently leaves out.
    const orphaned = Object.entries(topics).flatMap(([topic, { passages }]) =>
      Object.keys(passages)
        .filter((id) => !ids.has(id))
        .map((id) => `${topic}.ts: '${id}'`),
    );
    expect(orphaned).toEqual([]);
  });

  it("answers every intent with passages the knowledge has, one for each reference but a section's", () => {
    // A reference that names no passage answers nothing; one that names two answers with the first
    // of them, which a content edit may have put there by chance.
    const broken = siteIntents.flatMap(({ intent, answer }) =>
      answer
        .filter((ref) => (ref.section ? candidates(ref).length === 0 : candidates(ref).length !== 1))
        .map((ref) => `${intent}: ${JSON.stringify(ref)} names ${candidates(ref).length} passages`),
    );
    expect(broken).toEqual([]);
  });

  it('reaches every passage of the knowledge but those left out on purpose', () => {
    const reached = new Set(
      siteIntents
        .filter((intent) => !isOutOfScope(intent.intent))
        .flatMap((intent) =>
          intent.answer.flatMap((ref) => (ref.section ? candidates(ref) : candidates(ref).slice(0, 1))),
        )
        .map((passage) => passage.id),
    );
    const unreached = knowledge.map((passage) => passage.id).filter((id) => !reached.has(id));
    expect(unreached.sort()).toEqual([...UNREACHED].sort());
  });

  it("keys every voice's ways of asking by an intent the assistant has", () => {
    // A renamed intent or passage would leave a voice's examples training nothing.
    const known = new Set(siteIntents.map((intent) => intent.intent));
    const unknown = voices.flatMap((voice) => Object.keys(voice).filter((intent) => !known.has(intent)));
    expect(unknown).toEqual([]);
  });

  it('learns each passage and each intent once, and each passage has its question and examples', () => {
    const names = siteIntents.filter((intent) => !isOutOfScope(intent.intent)).map((intent) => intent.intent);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    const empty = Object.entries(topics).flatMap(([topic, { passages }]) =>
      Object.entries(passages)
        .filter(([, { question, examples }]) => examples.length === 0 || question === '')
        .map(([id]) => `${topic}.ts: '${id}'`),
    );
    expect(empty).toEqual([]);
  });
});

describe("the knowledge's passage ids", () => {
  it('are unique', () => {
    expect(ids.size).toBe(knowledge.length);
  });

  it("come from the content's own ids, not from its words", () => {
    for (const item of faq) expect(ids.has(`faq/${item.id}`), item.id).toBe(true);
    for (const row of comparison.table.rows)
      expect(ids.has(`comparacion/comparativa/${row.id}`), row.id).toBe(true);
    for (const document of legalDocuments) {
      const name = `legal/${document.path.replace('/legal/', '')}`;
      for (const section of document.sections) {
        const prefix = `${name}/${section.id}`;
        expect(
          [...ids].some((id) => id === prefix || id.startsWith(`${prefix}/`)),
          prefix,
        ).toBe(true);
      }
    }
  });
});
