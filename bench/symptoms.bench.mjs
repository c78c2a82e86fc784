// Symptom checker engine figures (issue 5): the time one answer costs, i.e. inference over the
// whole knowledge base plus choosing the next question (`diagnose`), over every step of every
// vignette of both sets (consistent patient), run 5 times after a warm-up. Printed, never asserted (the issue asks for
// at most 5 ms at p99).
import os from 'node:os';
import { compileModel } from '../server/symptoms/engine/index.ts';
import { simulate } from '../server/symptoms/evaluation/evaluate.ts';
import { EVALUATION_SET } from '../server/symptoms/evaluation/evaluation-set/index.ts';
import { TRAINING_SET } from '../server/symptoms/evaluation/training-set.ts';

const VIGNETTES = [...TRAINING_SET, ...EVALUATION_SET];
import { KNOWLEDGE_BASE } from '../server/symptoms/knowledge-base.ts';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const compileStart = performance.now();
const model = compileModel(KNOWLEDGE_BASE);
const compileMs = performance.now() - compileStart;

for (const v of VIGNETTES) simulate(model, v); // warm-up: JIT and caches
const steps = [];
for (let round = 0; round < 5; round++) for (const v of VIGNETTES) steps.push(...simulate(model, v).stepMs);
steps.sort((a, b) => a - b);

console.log(`knowledge base: ${KNOWLEDGE_BASE.conditions.length} conditions, ${KNOWLEDGE_BASE.symptoms.length} symptoms, ${KNOWLEDGE_BASE.riskFactors.length} risk factors, ${KNOWLEDGE_BASE.redFlags.length} red flags`);
console.log(`machine: ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)}`);
console.log(`compile model                                 ${compileMs.toFixed(1)} ms (once per process)`);
console.log(`per answer (inference + next question)   n=${String(steps.length).padStart(5)}  p50 ${percentile(steps, 50).toFixed(2)} ms  p99 ${percentile(steps, 99).toFixed(2)} ms  max ${steps.at(-1).toFixed(2)} ms`);
const mem = process.memoryUsage();
console.log(`memory after the runs: heap used ${(mem.heapUsed / 1048576).toFixed(1)} MiB, rss ${(mem.rss / 1048576).toFixed(1)} MiB`);
