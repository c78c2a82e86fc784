import { fromCallback, fromPromise } from 'xstate';
import { scheduleBookingMachine } from '../../machines/schedules/schedule-booking.machine';
import { scheduleListMachine } from '../../machines/schedules/schedule-list.machine';
import { SCHEDULE_PUSH_EVENTS, scheduleMachine } from '../../machines/schedules/schedule.machine';
import { schedulePath } from '../../protocol/schedules';
import { createSchedulesApi } from '../../services/schedules-api';
import { reportFailure, type FlowDeps } from './flow-deps';
import { refreshOn, resourceFlow } from './resource-flow';

const PUSHES = [...SCHEDULE_PUSH_EVENTS, 'socket.connected'] as const;

/** Appointments: one appointment, lists and calendars, an operator's booking, and the clinic's doctors, slots and patients. */
export function scheduleFlows({ api, app, navigate }: FlowDeps) {
  const schedules = createSchedulesApi(api);
  const report = reportFailure(app);
  const livePushes = fromCallback(({ sendBack }) => {
    const subscriptions = PUSHES.map((type) => app.on(type, (event) => sendBack(event)));
    return () => subscriptions.forEach((s) => s.unsubscribe());
  });
  return {
    schedule: scheduleMachine.provide({
      actors: {
        'load schedule': fromPromise(({ input }) => schedules.get(input.id)),
        'send request': fromPromise(({ input }) => schedules.change(input.id, input.version, input.request)),
        'live pushes': livePushes,
      },
      actions: { 'report failure': report },
    }),
    scheduleList: scheduleListMachine.provide({
      actors: {
        'load schedules': fromPromise(async ({ input }) => (await schedules.list(input)).items),
        'confirm schedule': fromPromise(({ input }) => schedules.change(input.id, input.version, { action: 'confirm' })),
        'live pushes': livePushes,
      },
      actions: { 'report failure': report },
    }),
    scheduleBooking: scheduleBookingMachine.provide({
      actors: { 'book schedule': fromPromise(({ input }) => schedules.book(input)) },
      actions: { 'report failure': report, 'announce booked': (_, { schedule }) => navigate(schedulePath(schedule.id)) },
    }),
    /** The operator's clinics' doctors with a day's load (`date`, default today), loaded again on every change of an appointment and after a reconnect. */
    clinicDoctors: resourceFlow(({ date }) => schedules.clinicDoctors(date || undefined), refreshOn(app, PUSHES)),
    /** One doctor of the operator's clinic with the services they provide there (`id`). */
    clinicDoctor: resourceFlow(({ id }) => schedules.clinicDoctor(id)),
    /** A doctor's free slots for a clinic service over days (`doctorId`, `clinicServiceId`, `from`, `to`). */
    doctorSlots: resourceFlow(({ doctorId, clinicServiceId, from, to }) => schedules.slots(doctorId, Number(clinicServiceId), from, to)),
    /** Patients an operator may book for, by ID number or name (`q`, at least 2 characters). */
    clinicPatients: resourceFlow(({ q }) => schedules.clinicPatients(q)),
  };
}
