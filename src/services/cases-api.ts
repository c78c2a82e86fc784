import type {
  AuditPage,
  CaseCommandBody,
  CaseHistoryEntry,
  CaseList,
  Icd10Entry,
  OpenCaseBody,
  PatientList,
  PatientSummary,
} from '../protocol/case-schemas';
import type { Case, CaseStatus } from '../protocol/cases';
import type { Api } from './api';

/** A case list query as GET /api/cases takes it. */
export interface CaseListParams {
  status?: CaseStatus;
  q?: string;
  patient_id?: string;
  page?: number;
  limit?: number;
}

const params = (q: object): Record<string, string | number> =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '' && v !== null)) as Record<string, string | number>;

/**
 * The calls of medical cases and patients (src/protocol/case-schemas.ts has the route table). Its
 * own module so that only the case and patient screens' chunks carry them.
 */
export function createCasesApi(api: Api) {
  const one = (id: string) => `cases/${encodeURIComponent(id)}`;
  return {
    list: (q: CaseListParams = {}) => api.get<CaseList>('cases', params(q)),
    get: (id: string) => api.get<Case>(one(id)),
    open: (body: OpenCaseBody) => api.post<Case>('cases', body),
    /** One command, carrying the version the person saw (a stale one is `event.conflict` with `current`). */
    command: (id: string, body: CaseCommandBody) => api.post<Case>(`${one(id)}/commands`, body),
    uploadFile: (id: string, version: number, file: Blob) => api.upload<Case>(`${one(id)}/files?version=${version}`, file),
    fileUrl: (id: string, fileId: string) => `/api/${one(id)}/files/${encodeURIComponent(fileId)}`,
    reportPdfUrl: (id: string, lang: string) => `/api/${one(id)}/report.pdf?lang=${encodeURIComponent(lang)}`,
    history: (id: string) => api.get<CaseHistoryEntry[]>(`${one(id)}/history`),
    icd10: (q: string, limit = 20) => api.get<Icd10Entry[]>('icd10', { q, limit }),
    patients: (q: { q?: string; page?: number; limit?: number } = {}) => api.get<PatientList>('patients', params(q)),
    patient: (id: string) => api.get<PatientSummary>(`patients/${encodeURIComponent(id)}`),
    audit: (q: { record_type?: string; record_id?: string; person_id?: string; page?: number } = {}) => api.get<AuditPage>('audit', params(q)),
  };
}
export type CasesApi = ReturnType<typeof createCasesApi>;
