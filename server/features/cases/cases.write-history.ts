import type { Case } from '../../../src/protocol/cases';
import type { ClinicalRelation } from '../../../src/protocol/clinical-access';
import type { Db } from '../../db/connection';
import { appendEvents } from '../../events/event-store';
import { decide, type CaseCommand } from './cases.decider';
import { buildOpening, type OpenRequest } from './cases.open';
import { caseAudience, caseEvents, foldCase } from './cases.record';
import { casesRepository } from './cases.repository';

/** One step of a written history: a command, when and by whom (as the assignee unless said otherwise). */
export interface CaseHistoryStep {
  command: CaseCommand;
  at: Date;
  actorId: string;
  relations?: ClinicalRelation[];
  /** For an `upload_file` step: where its bytes are (under the uploads folder), for the file's row. */
  storageKey?: string;
}

/**
 * Writes a whole case history the event-sourced way, for demo data: the case opened (with its
 * template and interview, as `buildOpening` makes it), then each step decided by the decider
 * against the case as it then was and appended on `case:<id>` at its own moment, then the row as
 * the fold (the projection). Nothing is notified or audited: this is history, not news.
 */
export async function writeCaseHistory(trx: Db, opening: OpenRequest, steps: readonly CaseHistoryStep[]): Promise<Case> {
  const opened = await buildOpening(trx, opening);
  const first = decide({ type: 'open', case: opened }, null, { relations: [], actorId: opening.createdBy, now: opening.createdAt });
  let state = foldCase(null, first);
  await appendEvents(trx, caseEvents(first, opening.createdBy, caseAudience(null, state), state.id), opening.createdAt, { expectedVersion: 0 });
  const files: CaseHistoryStep[] = [];
  for (const step of steps) {
    const events = decide(step.command, state, { relations: step.relations ?? ['assignee'], actorId: step.actorId, now: step.at });
    if (events.length === 0) throw new Error(`step ${step.command.type} of case ${state.id} changes nothing`);
    const next = foldCase(state, events);
    await appendEvents(trx, caseEvents(events, step.actorId, caseAudience(state, next), state.id), step.at, { expectedVersion: state.version });
    if (step.command.type === 'upload_file') files.push(step);
    state = next;
  }
  const repo = casesRepository(trx);
  await repo.insert(state);
  for (const step of files) {
    if (step.command.type !== 'upload_file' || !step.storageKey) throw new Error(`upload step of case ${state.id} needs its storage key`);
    const f = step.command.file;
    await repo.insertFile({ id: f.id, caseId: state.id, name: f.name, size: f.size, contentType: f.content_type, storageKey: step.storageKey, createdBy: f.created_by, createdAt: new Date(f.created_at) });
  }
  return state;
}
