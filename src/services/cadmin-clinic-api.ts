import type { AuditPage } from '../protocol/case-schemas';
import type { City } from '../protocol/catalog';
import type { ClinicProfile, ClinicProfileBody } from '../protocol/clinic-profile';
import type { AddOperatorBody, AddOperatorResult, ClinicStaff, OperatorLookup } from '../protocol/clinic-staff';
import type { AuditRequest } from '../machines/cadmin/audit-trail.machine';
import type { StaffChange } from '../machines/cadmin/staff.machine';
import type { Api } from './api';

const id = encodeURIComponent;

/** Clinic administration on /cadmin (src/protocol/clinic-profile.ts and clinic-staff.ts have the route tables). */
export function createCadminClinicApi(api: Api) {
  const base = (clinicId: number) => `cadmin/clinics/${clinicId}`;
  return {
    profile: (clinicId: number) => api.get<ClinicProfile>(`${base(clinicId)}/profile`),
    cities: () => api.get<City[]>('static/cities'),
    saveProfile: (clinicId: number, body: ClinicProfileBody) => api.put<ClinicProfile>(`${base(clinicId)}/profile`, body),
    uploadLogo: (clinicId: number, file: Blob) => api.upload<ClinicProfile>(`${base(clinicId)}/logo`, file),
    staff: (clinicId: number) => api.get<ClinicStaff>(`${base(clinicId)}/staff`),
    lookup: (clinicId: number, idNumber: string) => api.get<OperatorLookup>(`${base(clinicId)}/operators/lookup`, { id_number: idNumber }),
    addOperator: (clinicId: number, body: AddOperatorBody) => api.post<AddOperatorResult>(`${base(clinicId)}/operators`, body),
    applyChange: (clinicId: number, change: StaffChange) => {
      const who = `${base(clinicId)}/operators/${id(change.userId)}`;
      if (change.kind === 'remove') return api.del<ClinicStaff>(who);
      return change.on ? api.put<ClinicStaff>(`${who}/${change.kind}`, {}) : api.del<ClinicStaff>(`${who}/${change.kind}`);
    },
    auditPage: (r: AuditRequest) => {
      const q: Record<string, string | number> = { clinic_id: r.clinicId, page: r.page, limit: r.limit };
      if (r.filter.personId) q.person_id = r.filter.personId;
      if (r.filter.recordType) q.record_type = r.filter.recordType;
      if (r.filter.recordId) q.record_id = r.filter.recordId;
      return api.get<AuditPage>('audit', q);
    },
  };
}
