import { describe, expect, it } from 'vitest';
import { compileModel } from '../../server/symptoms/engine';
import { evaluate } from '../../server/symptoms/evaluation/evaluate';
import { VIGNETTES } from '../../server/symptoms/evaluation/vignettes';
import { KNOWLEDGE_BASE } from '../../server/symptoms/knowledge-base';

/**
 * The evaluation (`npm run eval:symptoms`) as a guard: a change to the knowledge base or the
 * engine that sends an emergency home, or loses much accuracy, fails here. The floors sit below
 * the figures measured when they were set (closing note of issue 5), so tuning has room.
 */
describe('the symptom checker on its clinical vignettes', () => {
  const e = evaluate(compileModel(KNOWLEDGE_BASE), VIGNETTES);

  it('sends no emergency to self-care, and every emergency to emergency care', () => {
    expect(e.emergenciesToSelfCare.map((r) => r.vignette.id)).toEqual([]);
    const missed = e.results.filter((r) => ['emergency_ambulance', 'emergency'].includes(r.vignette.expected.triage) && !['emergency_ambulance', 'emergency'].includes(r.triage));
    expect(missed.map((r) => `${r.vignette.id} → ${r.triage}`)).toEqual([]);
  });

  it('keeps diagnostic and triage accuracy above the floors', () => {
    expect(e.top1).toBeGreaterThanOrEqual(0.8);
    expect(e.top3).toBeGreaterThanOrEqual(0.9);
    expect(e.triageExact).toBeGreaterThanOrEqual(0.8);
    expect(e.triageSafe).toBeGreaterThanOrEqual(0.95);
  });

  it('stops every interview within the question limit', () => {
    expect(Math.max(...e.results.map((r) => r.questions))).toBeLessThanOrEqual(30);
  });
});
