import { fromPromise } from 'xstate';
import { arrivalsMachine } from '../../machines/devices/arrivals.machine';
import { createCasesApi } from '../../services/cases-api';
import { createDevicesApi } from '../../services/devices-api';
import type { FlowDeps } from './flow-deps';

/** Patients a match search shows at most: enough to tell namesakes apart, few enough to read. */
const MATCH_SEARCH_LIMIT = 10;

/** Kiosk records that arrived at a clinic, for its operators on /patients (issue 17); the match search is the patients list's. */
export function deviceArrivalsFlow({ api }: FlowDeps) {
  const devices = createDevicesApi(api);
  const cases = createCasesApi(api);
  return arrivalsMachine.provide({
    actors: {
      'load arrivals': fromPromise(({ input }) => devices.arrivals(input.clinicId, input.heldOnly)),
      'search patients': fromPromise(async ({ input }) => (await cases.patients({ q: input.query, limit: MATCH_SEARCH_LIMIT })).items),
      'match record': fromPromise(({ input }) => devices.match(input.clinicId, input.recordId, input.patientId)),
    },
  });
}
