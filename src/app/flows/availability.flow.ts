import { fromPromise } from 'xstate';
import { availabilityEditorMachine } from '../../machines/availability/availability-editor.machine';
import { clinicSettingsMachine } from '../../machines/availability/clinic-settings.machine';
import { createAvailabilityApi } from '../../services/availability-api';
import type { FlowDeps } from './flow-deps';

/** A doctor's working hours (the doctor, or an operator of their clinic). */
export function availabilityEditorFlow({ api }: FlowDeps) {
  const availability = createAvailabilityApi(api);
  return availabilityEditorMachine.provide({
    actors: {
      'load availability': fromPromise(({ input }) => availability.availability(input.doctorId)),
      'save availability': fromPromise(({ input }) => availability.saveAvailability(input.doctorId, input.body)),
    },
  });
}

/** A clinic's booking rules (its operators). */
export function clinicSettingsFlow({ api }: FlowDeps) {
  const availability = createAvailabilityApi(api);
  return clinicSettingsMachine.provide({
    actors: {
      'load settings': fromPromise(({ input }) => availability.clinicSettings(input.clinicId)),
      'save settings': fromPromise(({ input }) => availability.saveClinicSettings(input.clinicId, input.body)),
    },
  });
}
