import type { Checkup, CheckupSummary } from '../protocol/checkups';
import type { PatientLogItem } from '../protocol/patient-log';
import type { Api } from './api';

/**
 * The calls of checkups (src/protocol/checkups.ts has the route table) and the reads of the
 * patient's health log the overview needs (src/protocol/patient-log.ts). Its own module so that
 * only the checkup and patient-area chunks carry them.
 */
export function createCheckupsApi(api: Api) {
  const one = (id: string) => `checkups/${encodeURIComponent(id)}`;
  return {
    /** The viewer's own checkups, or a treated patient's (`patientId`), newest first. */
    list: (patientId?: string) => api.get<CheckupSummary[]>('checkups', patientId ? { patient_id: patientId } : undefined),
    get: (id: string) => api.get<Checkup>(one(id)),
    /** Starts a symptom-checker interview carrying the checkup; answers its id. */
    startInterview: (id: string) => api.post<{ id: string }>(`${one(id)}/interview`),
    /** Health-log readings since `since` (ISO), oldest first, every type. */
    patientLog: (since: string, patientId?: string) => api.get<PatientLogItem[]>('patient-log', { since, ...(patientId ? { patient_id: patientId } : {}) }),
  };
}
export type CheckupsApi = ReturnType<typeof createCheckupsApi>;
