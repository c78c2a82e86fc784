import type { BookBody, ClinicDoctorDetail, ClinicDoctorLoad, ClinicPatient, ScheduleList, SlotList } from '../protocol/schedule-schemas';
import type { Schedule } from '../protocol/schedules';
import type { Api } from './api';

/** A list query as GET /api/schedules takes it (ISO instants; `upcoming` is SPEC §4's list). */
export interface ScheduleListParams {
  from?: string;
  to?: string;
  status?: string;
  assignee_id?: string;
  patient_id?: string;
  upcoming?: boolean;
}

/** The body of one change of an appointment, by action (src/protocol/schedule-schemas.ts). */
export type ScheduleChange =
  | { action: 'confirm' | 'activate' | 'complete' | 'ask_interview' }
  | { action: 'cancel'; reason: string; note?: string }
  | { action: 'reschedule'; start_time: string }
  | { action: 'reassign'; assignee_id: string; start_time?: string }
  | { action: 'bind_interview'; interview_id: string }
  | { action: 'add_file'; file: Blob };

const PATHS = { confirm: 'confirm', activate: 'activate', complete: 'complete', cancel: 'cancel', reschedule: 'reschedule', reassign: 'reassign', ask_interview: 'interview/ask', bind_interview: 'interview' } as const;

/**
 * The appointment calls of src/protocol/schedule-schemas.ts (its header has the route table). Its
 * own module so that only the appointment screens' chunk carries them.
 */
export function createSchedulesApi(api: Api) {
  const one = (id: string) => `schedules/${encodeURIComponent(id)}`;
  return {
    list: (q: ScheduleListParams) => {
      const params: Record<string, string> = {};
      if (q.upcoming) params.upcoming = 'true';
      else {
        if (q.from) params.from = q.from;
        if (q.to) params.to = q.to;
      }
      if (q.status) params.status = q.status;
      if (q.assignee_id) params.assignee_id = q.assignee_id;
      if (q.patient_id) params.patient_id = q.patient_id;
      return api.get<ScheduleList>('schedules', params);
    },
    get: (id: string) => api.get<Schedule>(one(id)),
    book: (body: BookBody) => api.post<Schedule>('schedules', body),
    /** One change sent with the version the person saw (a stale one is `event.conflict`). */
    change: (id: string, version: number, change: ScheduleChange) => {
      if (change.action === 'add_file') return api.upload<Schedule>(`${one(id)}/files`, change.file);
      const { action, ...rest } = change;
      return api.post<Schedule>(`${one(id)}/${PATHS[action]}`, { ...rest, version });
    },
    slots: (doctorId: string, clinicServiceId: number, from: string, to: string) =>
      api.get<SlotList>(`doctors/${encodeURIComponent(doctorId)}/slots`, { clinic_service_id: clinicServiceId, from, to }),
    clinicDoctors: (date?: string) => api.get<ClinicDoctorLoad[]>('clinic-doctors', date ? { date } : undefined),
    clinicDoctor: (id: string) => api.get<ClinicDoctorDetail>(`clinic-doctors/${encodeURIComponent(id)}`),
    clinicPatients: (q: string) => api.get<ClinicPatient[]>('clinic-patients', { q }),
  };
}

export type SchedulesApi = ReturnType<typeof createSchedulesApi>;
