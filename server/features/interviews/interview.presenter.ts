import type { Language, Localized } from '../../../src/protocol/common';
import { MAX_QUESTIONS, type EvidenceChoice, type Interview, type InterviewQuestion, type InterviewSummary, type Specialist } from '../../../src/protocol/interviews';
import { LABTESTS, SPECIALITIES, SPECIALITY } from '../../db/seed/static-lists';
import { strengthOf, type Question } from '../../symptoms/engine';
import type { Model } from '../../symptoms/engine/model';
import { L } from '../../symptoms/data/localized';
import type { InterviewRecord } from './interviews.repository';

/** Words of the interview that are not in the knowledge base. */
const CHOICE_LABELS: Record<EvidenceChoice, Localized> = {
  present: L('დიახ', 'Yes'),
  absent: L('არა', 'No'),
  unknown: L('არ ვიცი', "Don't know"),
};
const ABOUT = (name: Localized): Localized => L(`„${name.ka}“ — ქვემოთ ჩამოთვლილთაგან რომელი გაქვთ?`, `About “${name.en}”: which of these do you have?`);

const wordings = new WeakMap<Model, ReturnType<typeof buildWording>>();

/** Names of findings, conditions, red flags and lab tests, by id (built once per model). */
export function wording(model: Model) {
  let w = wordings.get(model);
  if (!w) wordings.set(model, (w = buildWording(model)));
  return w;
}

function buildWording(model: Model) {
  const finding = new Map<string, Localized>([...model.kb.symptoms, ...model.kb.riskFactors].map((f) => [f.id, f.name]));
  const condition = new Map(model.kb.conditions.map((c) => [c.id, c]));
  const flag = new Map<string, Localized>(model.kb.redFlags.map((f) => [f.id, f.name]));
  const lab = new Map(LABTESTS.map((l) => [l.name.en, l]));
  const name = (id: string, lang: Language) => finding.get(id)?.[lang] ?? id;
  return { finding, condition, flag, lab, name };
}

export function presentQuestion(model: Model, q: Question, lang: Language): InterviewQuestion {
  const w = wording(model);
  let text: Localized;
  if (q.type === 'group_single') text = model.kb.groups.find((g) => g.id === q.groupId)!.question;
  else if (q.type === 'group_multiple') text = ABOUT(w.finding.get(q.about!)!);
  else {
    const f = model.index.get(q.items[0])!;
    text = model.symptomOf[f]?.question ?? model.riskFactorOf[f]!.question!;
  }
  const choices = (['present', 'absent', 'unknown'] as const).map((id) => ({ id, label: CHOICE_LABELS[id][lang] }));
  return { type: q.type, text: text[lang], items: q.items.map((id) => ({ id, name: w.name(id, lang), choices })) };
}

/** The interview as SPEC §3 lists it, worded in its own language. */
export function presentInterview(model: Model, i: InterviewRecord, specialist: Specialist | null): Interview {
  const lang = i.language;
  const w = wording(model);
  const named = (id: string) => ({ id, name: w.name(id, lang) });
  const labs = (names: string[]) => names.flatMap((n) => (w.lab.has(n) ? [{ id: w.lab.get(n)!.id, name: w.lab.get(n)!.name[lang] }] : []));
  const r = i.result;
  return {
    id: i.id,
    patient_id: i.patientId,
    patient_age_in_months: i.ageMonths,
    patient_gender: i.gender,
    type: i.type,
    language: lang,
    status: i.status,
    checkup_id: i.checkupId,
    checkup_device: i.checkupDevice,
    evidences: i.evidences.map((e) => ({ id: e.id, name: w.name(e.id, lang), choice: e.choice, is_initial: e.initial, source: e.initial ? 'initial' : 'question' })),
    current_question: i.status === 'in_progress' && i.currentQuestion ? presentQuestion(model, i.currentQuestion, lang) : null,
    question_count: i.steps.length,
    question_limit: r?.questionLimit ?? MAX_QUESTIONS,
    progress: i.status === 'finished' ? 1 : (r?.progress ?? 0),
    should_stop: i.status === 'finished' || (r?.shouldStop ?? false),
    conditions: (r?.conditions ?? []).map((c) => {
      const kc = w.condition.get(c.id)!;
      return {
        id: c.id,
        name: kc.name[lang],
        description: kc.description[lang],
        probability: c.probability,
        strength: strengthOf(c.probability),
        triage: kc.triage,
        raised_by: c.raising.map(named),
        lowered_by: c.lowering.map(named),
      };
    }),
    triage: r
      ? { level: r.triage.level, red_flags: r.triage.redFlags.map((id) => ({ id, name: w.flag.get(id)?.[lang] ?? id })), reasons: (r.triage.reasons ?? []).map(named), unsure: (r.triage.unsure ?? []).map(named) }
      : null,
    recommended_labtests: labs(r?.labs.recommended ?? []),
    obligatory_labtests: labs(r?.labs.obligatory ?? []),
    recommended_specialist: specialist,
    created_at: i.createdAt.toISOString(),
    created_by: i.createdBy,
    finished_at: i.finishedAt?.toISOString() ?? null,
  };
}

/** The speciality recommended by a result, as its id and name. */
export function specialityOf(key: keyof typeof SPECIALITY, lang: Language): { id: number; name: string } {
  const id = SPECIALITY[key];
  return { id, name: SPECIALITIES.find((s) => s.id === id)!.name[lang] };
}

/** One line of the patient's AI results. */
export function presentSummary(model: Model, i: InterviewRecord): InterviewSummary {
  const w = wording(model);
  const top = i.result?.conditions[0];
  return {
    id: i.id,
    language: i.language,
    status: i.status,
    triage: i.result?.triage.level ?? null,
    top_condition: top ? { id: top.id, name: w.condition.get(top.id)!.name[i.language], probability: top.probability } : null,
    complaints: i.evidences.filter((e) => e.initial && e.choice === 'present').map((e) => w.name(e.id, i.language)),
    patient_age_in_months: i.ageMonths,
    patient_gender: i.gender,
    created_at: i.createdAt.toISOString(),
    finished_at: i.finishedAt?.toISOString() ?? null,
  };
}
