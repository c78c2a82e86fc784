import { fromPromise } from 'xstate';
import { doctorFormMachine } from '../../machines/cadmin/doctor-form.machine';
import { doctorListMachine } from '../../machines/cadmin/doctor-list.machine';
import { serviceEditorMachine } from '../../machines/cadmin/service-editor.machine';
import { createCadminApi } from '../../services/cadmin-api';
import type { FlowDeps } from './flow-deps';

/** A clinic's doctors for its administrators (/cadmin/doctors). */
export function doctorListFlow({ api }: FlowDeps) {
  const cadmin = createCadminApi(api);
  return doctorListMachine.provide({
    actors: {
      'load doctors': fromPromise(async ({ input }) => {
        const [doctors, services] = await Promise.all([cadmin.doctors(input.clinicId), cadmin.services(input.clinicId)]);
        return { doctors, services };
      }),
      'change doctor': fromPromise(({ input }) =>
        input.change.kind === 'services'
          ? cadmin.setDoctorServices(input.clinicId, input.change.doctorId, input.change.ids)
          : cadmin.setDoctorActive(input.clinicId, input.change.doctorId, input.change.kind === 'reactivate'),
      ),
      'resend invitation': fromPromise(({ input }) => cadmin.resendInvitation(input.clinicId, input.doctorId)),
      'load appointments': fromPromise(({ input }) => cadmin.doctorAppointments(input.clinicId, input.doctorId)),
    },
  });
}

/** Adding a doctor to a clinic: an existing account by ID number, or a new one invited. */
export function doctorFormFlow({ api }: FlowDeps) {
  const cadmin = createCadminApi(api);
  return doctorFormMachine.provide({
    actors: {
      'add existing doctor': fromPromise(({ input }) => cadmin.addExisting(input.clinicId, input.body)),
      'create doctor': fromPromise(({ input }) => cadmin.createDoctor(input.clinicId, input.body, input.photo)),
      'resend invitation': fromPromise(({ input }) => cadmin.resendInvitation(input.clinicId, input.doctorId)),
    },
  });
}

/** A clinic's services for its administrators (/cadmin/services). */
export function serviceEditorFlow({ api }: FlowDeps) {
  const cadmin = createCadminApi(api);
  return serviceEditorMachine.provide({
    actors: {
      'load services': fromPromise(({ input }) => cadmin.services(input.clinicId)),
      'add service': fromPromise(({ input }) => cadmin.addService(input.clinicId, input.body)),
      'change service': fromPromise(({ input }) => cadmin.changeService(input.clinicId, input.id, input.body)),
      'set hidden': fromPromise(({ input }) => cadmin.setServiceHidden(input.clinicId, input.id, input.hidden)),
    },
  });
}
