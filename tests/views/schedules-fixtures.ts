import { dayKeyIn, dayStartIn } from '../../src/machines/schedules/schedule-rules';
import type { Schedule } from '../../src/protocol/schedules';
import type { User } from '../../src/protocol/user';
import { testUser } from '../support/users';
import type { FakeRoute } from '../support/render-app';
import { schedule } from '../machines/schedule-fakes';

/** The people of the appointment screens, in English unless a test says otherwise. */
export const PATIENT_USER: User = testUser({ id: 'p-1', type: 'Patient', language: 'en' });
export const DOCTOR_USER: User = testUser({ id: 'd-1', type: 'Doctor', language: 'en', firstname: { ka: 'გიორგი', en: 'Giorgi' }, lastname: { ka: 'კაპანაძე', en: 'Kapanadze' } });
export const OPERATOR_USER: User = testUser({ id: 'o-1', type: 'ClinicOperator', language: 'en', firstname: { ka: 'მარიამ', en: 'Mariam' }, clinics: [{ id: 7, role: 'operator' }] });

/** Today on the clinic's clock, and an instant `hour`:00 of a day `dayOffset` days from it. */
export const today = () => dayKeyIn(Date.now(), 'Asia/Tbilisi');
export function clinicAt(hour: number, dayOffset = 0): string {
  const start = Date.parse(dayStartIn(today(), 'Asia/Tbilisi')) + dayOffset * 86_400_000 + hour * 3_600_000;
  return new Date(start).toISOString();
}

/** An appointment of today (or `dayOffset` days on) at `hour` clinic time. */
export function appointment(hour: number, over: Partial<Schedule> = {}, dayOffset = 0): Schedule {
  const start = clinicAt(hour, dayOffset);
  return schedule({ start_time: start, end_time: new Date(Date.parse(start) + 30 * 60_000).toISOString(), ...over });
}

export const data = (body: unknown): FakeRoute => () => ({ body: { data: body } });
export const list = (items: Schedule[]): FakeRoute => data({ items, total: items.length });
export const never: FakeRoute = () => new Promise(() => {});
export const failing: FakeRoute = () => ({ status: 500, body: { code: 'internal', message: 'boom' } });
export const notFound = (code = 'schedule.not_found'): FakeRoute => () => ({ status: 404, body: { code, message: 'not found' } });
