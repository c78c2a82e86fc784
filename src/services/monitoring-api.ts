import type { PatientSummary } from '../protocol/case-schemas';
import type { NewLogItemBody, PatientLogItem } from '../protocol/patient-log';
import type { Api } from './api';

/** The health log (src/protocol/patient-log.ts has the route table) and the patient a doctor opens it for. */
export function createMonitoringApi(api: Api) {
  return {
    log: (patientId: string | null) => api.get<PatientLogItem[]>('patient-log', patientId ? { patient_id: patientId } : undefined),
    add: (body: NewLogItemBody) => api.post<PatientLogItem>('patient-log', body),
    remove: (id: string) => api.del<{ id: string }>(`patient-log/${encodeURIComponent(id)}`),
    patient: (id: string) => api.get<PatientSummary>(`patients/${encodeURIComponent(id)}`),
  };
}
