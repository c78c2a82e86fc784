// `npm run eval:symptoms`: runs the three vignette sets through the symptom checker's engine as a
// simulated patient (consistent, then noisy) and prints diagnostic and triage accuracy (issue 15).
// The evaluation set is the honest measure: it is printed first and only in aggregate, so nobody
// tunes the engine on its cases. `--misses` lists the development and training sets' misses, the
// sets the engine may be tuned on.
import { compileModel } from '../server/symptoms/engine';
import { evaluate, type Evaluation } from '../server/symptoms/evaluation/evaluate';
import { DEVELOPMENT_SET } from '../server/symptoms/evaluation/development-set';
import { EVALUATION_SET } from '../server/symptoms/evaluation/evaluation-set';
import { PATIENT_KINDS } from '../server/symptoms/evaluation/patient';
import { TRAINING_SET } from '../server/symptoms/evaluation/training-set';
import { KNOWLEDGE_BASE } from '../server/symptoms/knowledge-base';

const model = compileModel(KNOWLEDGE_BASE);
const name = (id: string | null) => (id === null ? '(not in the knowledge base)' : (KNOWLEDGE_BASE.conditions.find((c) => c.id === id)?.name.en ?? id));
const pct = (x: number) => `${(100 * x).toFixed(1)} %`.padStart(8);

console.log(`Symptom checker evaluation: ${KNOWLEDGE_BASE.conditions.length} conditions, ${KNOWLEDGE_BASE.symptoms.length} symptoms, ${KNOWLEDGE_BASE.redFlags.length} red flags\n`);

function print(title: string, e: Evaluation) {
  console.log(`  ${title}`);
  console.log(`    top-1 / top-3 diagnosis          ${pct(e.top1)} ${pct(e.top3)}   (${e.inKnowledgeBase} of ${e.n} expected diagnoses are in the knowledge base)`);
  console.log(`    triage exact                     ${pct(e.triageExact)}`);
  console.log(`    over-triage / under-triage       ${pct(e.overTriage)} ${pct(e.underTriage)}`);
  console.log(`    emergencies to emergency care    ${pct(e.emergenciesToEmergency)}   of ${e.emergencyCount}`);
  console.log(`    emergencies to self-care         ${String(e.emergenciesToSelfCare.length).padStart(8)}   ${e.emergenciesToSelfCare.map((r) => r.vignette.id).join(' ')}`);
  console.log(`    questions: mean / p90 / max      ${e.meanQuestions.toFixed(1).padStart(8)} ${String(e.p90Questions).padStart(8)} ${String(e.maxQuestions).padStart(8)}`);
}

const sets = [
  { name: 'evaluation', title: `Evaluation set (${EVALUATION_SET.length} independent vignettes, never tuned on)`, vignettes: EVALUATION_SET },
  { name: 'development', title: `Development set (${DEVELOPMENT_SET.length} independent vignettes, tuned on)`, vignettes: DEVELOPMENT_SET },
  { name: 'training', title: `Training set (${TRAINING_SET.length} vignettes written with the knowledge base)`, vignettes: TRAINING_SET },
];
const runs = new Map<string, Evaluation>();
for (const set of sets) {
  console.log(set.title);
  for (const kind of PATIENT_KINDS) {
    const e = evaluate(model, set.vignettes, kind);
    runs.set(`${set.name}:${kind}`, e);
    print(`${kind} patient`, e);
  }
  console.log('');
}

for (const set of process.argv.includes('--misses') ? ['development', 'training'] : []) {
  const e = runs.get(`${set}:consistent`)!;
  const misses = e.results.filter((r) => r.ranking[0] !== r.vignette.expected.condition || r.triage !== r.vignette.expected.triage);
  console.log(`\n${set} set misses, consistent patient (${misses.length}):`);
  for (const r of misses) {
    const v = r.vignette;
    const rank = v.expected.condition === null ? -1 : r.ranking.indexOf(v.expected.condition);
    const dx = rank === 0 ? 'dx ok' : rank > 0 ? `dx #${rank + 1}` : 'dx missed';
    const tri = r.triage === v.expected.triage ? 'triage ok' : `triage ${r.triage} (expected ${v.expected.triage})`;
    console.log(`  ${v.id.padEnd(6)} ${v.summary}`);
    console.log(`         expected ${name(v.expected.condition)}; ${dx}; ${tri}; ${r.questions} questions; got: ${r.ranking.slice(0, 3).map(name).join(' · ')}`);
  }
}
