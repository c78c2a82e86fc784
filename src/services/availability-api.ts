import type { Availability, AvailabilityBody, ClinicSettings, ClinicSettingsBody } from '../protocol/schedule-schemas';
import type { Api } from './api';

const id = encodeURIComponent;

/** A doctor's working hours and a clinic's booking rules (src/protocol/schedule-schemas.ts has the route table). */
export function createAvailabilityApi(api: Api) {
  return {
    availability: (doctorId: string) => api.get<Availability>(`availability/${id(doctorId)}`),
    saveAvailability: (doctorId: string, body: AvailabilityBody) => api.put<Availability>(`availability/${id(doctorId)}`, body),
    clinicSettings: (clinicId: number) => api.get<ClinicSettings>(`clinics/${clinicId}/settings`),
    saveClinicSettings: (clinicId: number, body: ClinicSettingsBody) => api.put<ClinicSettings>(`clinics/${clinicId}/settings`, body),
  };
}
