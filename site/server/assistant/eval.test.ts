import { describe, expect, it } from 'vitest';
import { createAssistant } from './engine';
import { evaluate, figures, targets } from './eval/evaluate';
import { evalCases } from './eval/questions';

describe('the evaluation set', () => {
  it('has at least 60 questions, some in English, some the site cannot answer, and follow-ups', () => {
    expect(evalCases.length).toBeGreaterThanOrEqual(60);
    expect(evalCases.filter((item) => item.unanswerable).length).toBeGreaterThanOrEqual(8);
    expect(
      evalCases.filter((item) => /^(how|what|is|can|do|i|support)\b/i.test(item.question)).length,
    ).toBeGreaterThanOrEqual(3);
    expect(evalCases.filter((item) => item.history).length).toBeGreaterThanOrEqual(2);
  });
});

describe('figures', () => {
  it('finds euro amounts and dates however they are written', () => {
    expect(
      figures('Cuesta 1.499\u00a0€ o 999 euros, hasta el 31 de diciembre de 2026 (2026-12-31).'),
    ).toEqual(['1499 €', '999 €', '31 de diciembre de 2026', '2026-12-31']);
  });
});

// `pnpm assistant:eval` prints the failures; this keeps the targets from slipping.
describe('the offline assistant on the evaluation set', () => {
  const report = evaluate(createAssistant(), evalCases);

  it(`answers at least ${targets.accuracy * 100} % correctly`, () => {
    expect(report.accuracy, JSON.stringify(report.failures, null, 2)).toBeGreaterThanOrEqual(
      targets.accuracy,
    );
  });

  it('never states a price or a date that the content does not', () => {
    expect(report.invented).toEqual([]);
  });

  it('declines every question the site cannot answer', () => {
    expect(report.unanswerable.declined).toBe(report.unanswerable.total);
  });
});
