import { fromPromise } from 'xstate';
import { bookingMachine } from '../../machines/booking/booking.machine';
import { createBookingApi } from '../../services/booking-api';
import { redirectStore } from '../../services/storage';
import type { FlowDeps } from './flow-deps';

/**
 * A patient's booking: free slots, the details' choices (their interviews, cities for a home
 * visit), the booking itself, the waiting list and pre-visit files. Signing in comes back to
 * the same page with the service and day chosen (`?book=<clinic service>&doctor=<id>&day=<YYYY-MM-DD>`).
 */
export function bookingFlow({ api, navigate }: FlowDeps) {
  const booking = createBookingApi(api);
  return bookingMachine.provide({
    actors: {
      'load slots': fromPromise(({ input }) => booking.slots(input.doctorId, input.clinicServiceId, input.from, input.to)),
      'load choices': fromPromise(async ({ input }) => {
        const [interviews, cities] = await Promise.all([
          // Sharing is optional: a list that fails to load offers nothing to share.
          booking.interviews().then((r) => r.items.filter((i) => i.status === 'finished'), () => []),
          input.homeVisit ? booking.cities() : Promise.resolve([]),
        ]);
        return { interviews, cities };
      }),
      book: fromPromise(({ input }) => booking.book(input)),
      'load waiting entry': fromPromise(async ({ input }) => {
        const entries = await booking.waitingList();
        return entries.find((e) => e.assignee_id === input.doctorId && e.clinic_service_id === input.clinicServiceId) ?? null;
      }),
      'join waiting list': fromPromise(({ input }) => booking.wait(input.doctorId, input.clinicServiceId)),
      'leave waiting list': fromPromise(({ input }) => booking.leave(input.id)),
      'upload file': fromPromise(({ input }) => booking.attach(input.scheduleId, input.file)),
    },
    actions: {
      'go to sign in': (_, { clinicServiceId, doctorId, day }) => {
        const here = new URL(location.href);
        here.searchParams.set('book', String(clinicServiceId));
        here.searchParams.set('doctor', doctorId);
        if (day) here.searchParams.set('day', day);
        else here.searchParams.delete('day');
        redirectStore.set(here.pathname + here.search);
        navigate('/login');
      },
    },
  });
}
