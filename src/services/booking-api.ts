import type { City } from '../protocol/catalog';
import type { InterviewSummary } from '../protocol/interviews';
import type { Schedule } from '../protocol/schedules';
import type { BookBody, SlotList, WaitingEntry } from '../protocol/schedule-schemas';
import type { Api } from './api';

const id = encodeURIComponent;

/** A patient's booking calls (src/protocol/schedule-schemas.ts has the route table). */
export function createBookingApi(api: Api) {
  return {
    /** Free slots of a doctor for a clinic service, days `from`…`to` in the clinic's zone. */
    slots: (doctorId: string, clinicServiceId: number, from: string, to: string) =>
      api.get<SlotList>(`doctors/${id(doctorId)}/slots`, { clinic_service_id: clinicServiceId, from, to }),
    book: (body: BookBody) => api.post<Schedule>('schedules', body),
    /** One pre-visit document (multipart field `file`); answers the appointment with its files. */
    attach: (scheduleId: string, file: Blob) => api.upload<Schedule>(`schedules/${id(scheduleId)}/files`, file),
    waitingList: () => api.get<WaitingEntry[]>('waiting-list'),
    wait: (assigneeId: string, clinicServiceId: number) => api.post<WaitingEntry>('waiting-list', { assignee_id: assigneeId, clinic_service_id: clinicServiceId }),
    leave: (entryId: string) => api.del<unknown>(`waiting-list/${id(entryId)}`),
    /** The patient's symptom-checker interviews, to share one. */
    interviews: () => api.interviews.mine(),
    cities: () => api.get<City[]>('static/cities'),
  };
}

export type BookingApi = ReturnType<typeof createBookingApi>;
export type { InterviewSummary };
