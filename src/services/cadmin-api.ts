import {
  NEW_DOCTOR_DATA_FIELD, NEW_DOCTOR_PHOTO_FIELD, type AdminDoctor, type DoctorAdded, type DoctorAppointment, type ExistingDoctorBody, type InvitationSent, type NewDoctorBody,
} from '../protocol/doctor-admin';
import type { AdminClinicService, ClinicServiceBody, ClinicServicesAdmin, NewClinicServiceBody } from '../protocol/service-admin';
import type { Api } from './api';

/** A clinic's doctors and services for its administrators (src/protocol/doctor-admin.ts and service-admin.ts have the route tables). */
export function createCadminApi(api: Api) {
  const doctors = (clinicId: number) => `cadmin/clinics/${clinicId}/doctors`;
  const services = (clinicId: number) => `cadmin/clinics/${clinicId}/services`;
  const one = (clinicId: number, doctorId: string) => `${doctors(clinicId)}/${encodeURIComponent(doctorId)}`;
  return {
    doctors: (clinicId: number) => api.get<AdminDoctor[]>(doctors(clinicId)),
    addExisting: (clinicId: number, body: ExistingDoctorBody) => api.post<DoctorAdded>(`${doctors(clinicId)}/existing`, body),
    createDoctor: (clinicId: number, body: NewDoctorBody, photo: Blob | null) => {
      const form = new FormData();
      form.append(NEW_DOCTOR_DATA_FIELD, JSON.stringify(body));
      if (photo) form.append(NEW_DOCTOR_PHOTO_FIELD, photo);
      return api.postForm<DoctorAdded>(doctors(clinicId), form);
    },
    setDoctorServices: (clinicId: number, doctorId: string, ids: number[]) => api.put<AdminDoctor>(`${one(clinicId, doctorId)}/services`, { clinic_service_ids: ids }),
    setDoctorActive: (clinicId: number, doctorId: string, active: boolean) => api.post<AdminDoctor>(`${one(clinicId, doctorId)}/${active ? 'reactivate' : 'deactivate'}`),
    resendInvitation: (clinicId: number, doctorId: string) => api.post<InvitationSent>(`${one(clinicId, doctorId)}/invite`),
    doctorAppointments: (clinicId: number, doctorId: string) => api.get<DoctorAppointment[]>(`${one(clinicId, doctorId)}/appointments`),
    services: (clinicId: number) => api.get<ClinicServicesAdmin>(services(clinicId)),
    addService: (clinicId: number, body: NewClinicServiceBody) => api.post<AdminClinicService>(services(clinicId), body),
    changeService: (clinicId: number, id: number, body: ClinicServiceBody) => api.put<AdminClinicService>(`${services(clinicId)}/${id}`, body),
    setServiceHidden: (clinicId: number, id: number, hidden: boolean) => api.post<AdminClinicService>(`${services(clinicId)}/${id}/${hidden ? 'hide' : 'show'}`),
  };
}
export type CadminApi = ReturnType<typeof createCadminApi>;
