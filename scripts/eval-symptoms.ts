// `npm run eval:symptoms`: runs every clinical vignette through the symptom checker's engine as a
// simulated patient and prints diagnostic and triage accuracy, with every miss listed (issue 5).
import { compileModel } from '../server/symptoms/engine';
import { evaluate } from '../server/symptoms/evaluation/evaluate';
import { VIGNETTES } from '../server/symptoms/evaluation/vignettes';
import { KNOWLEDGE_BASE } from '../server/symptoms/knowledge-base';

const model = compileModel(KNOWLEDGE_BASE);
const e = evaluate(model, VIGNETTES);
const name = (id: string) => KNOWLEDGE_BASE.conditions.find((c) => c.id === id)?.name.en ?? id;
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const verbose = process.argv.includes('--verbose');

console.log(`Symptom checker evaluation: ${e.n} vignettes, ${KNOWLEDGE_BASE.conditions.length} conditions, ${KNOWLEDGE_BASE.symptoms.length} symptoms\n`);
console.log(`  top-1 diagnostic accuracy      ${pct(e.top1)}`);
console.log(`  top-3 diagnostic accuracy      ${pct(e.top3)}`);
console.log(`  triage accuracy (exact)        ${pct(e.triageExact)}`);
console.log(`  triage as urgent or more       ${pct(e.triageSafe)}`);
console.log(`  emergencies sent to emergency  ${pct(e.emergenciesToEmergency)} of ${e.emergencyCount}`);
console.log(`  emergencies sent to self-care  ${e.emergenciesToSelfCare.length}`);
console.log(`  questions per interview        ${e.meanQuestions.toFixed(1)} on average\n`);
const unsure = evaluate(model, VIGNETTES, { share: 0.25 });
console.log(`  patients unsure of a quarter of their findings: top-1 ${pct(unsure.top1)}, top-3 ${pct(unsure.top3)}, triage ${pct(unsure.triageExact)} exact / ${pct(unsure.triageSafe)} as urgent or more, emergencies to self-care ${unsure.emergenciesToSelfCare.length}\n`);
console.log('  (published symptom checkers: top-1 ≈ 34 %, triage ≈ 57 %; physicians: top-1 ≈ 72 %, top-3 ≈ 84 %)\n');

const misses = e.results.filter((r) => r.ranking[0] !== r.vignette.expected.condition || r.triage !== r.vignette.expected.triage);
console.log(`Misses (${misses.length}):`);
for (const r of misses) {
  const v = r.vignette;
  const rank = r.ranking.indexOf(v.expected.condition);
  const dx = rank === 0 ? 'dx ok' : rank > 0 ? `dx #${rank + 1}` : 'dx missed';
  const tri = r.triage === v.expected.triage ? 'triage ok' : `triage ${r.triage} (expected ${v.expected.triage})`;
  console.log(`  ${v.id.padEnd(6)} ${v.summary}`);
  console.log(`         expected ${name(v.expected.condition)}; ${dx}; ${tri}; got: ${r.ranking.slice(0, 3).map(name).join(' · ')}`);
}
if (verbose) for (const r of e.results) console.log(r.vignette.id, r.questions, r.ranking.slice(0, 3).join(','), r.triage);
