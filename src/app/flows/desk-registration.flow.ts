import { fromPromise } from 'xstate';
import { agreementMachine } from '../../machines/agreement/agreement.machine';
import { deskRegistrationMachine } from '../../machines/desk-registration/desk-registration.machine';
import type { AgreementBody, ClinicChat, DeskLookup, DeskRegistered, InvitationSent } from '../../protocol/desk-registration';
import type { User } from '../../protocol/user';
import type { FlowDeps } from './flow-deps';

/** Patient registration at a clinic's desk (issue 16; src/protocol/desk-registration.ts has the routes). */
export function deskRegistrationFlow({ api, navigate }: FlowDeps) {
  return deskRegistrationMachine.provide({
    actors: {
      'look up patient': fromPromise(({ input }) => api.get<DeskLookup>('desk/patients/lookup', { clinic_id: input.clinic_id, id_number: input.id_number })),
      'register patient': fromPromise(({ input }) => api.post<DeskRegistered>('desk/patients', input)),
      'open chat': fromPromise(({ input }) => api.post<ClinicChat>('chat-spaces/clinic', input)),
      'resend link': fromPromise(({ input }) => api.post<InvitationSent>(`desk/patients/${encodeURIComponent(input.patient_id)}/invitation`, { clinic_id: input.clinic_id })),
    },
    actions: {
      'go to chat': (_, { chatId }) => navigate(`/chats/${encodeURIComponent(chatId)}`),
      'go to patient': (_, { patientId }) => navigate(`/patients/${encodeURIComponent(patientId)}`),
    },
  });
}

/** The first sign-in's gate: accepting answers the fresh user, which goes to the session. */
export function agreementFlow({ api, app }: FlowDeps) {
  return agreementMachine.provide({
    actors: { 'accept agreement': fromPromise(({ input }: { input: AgreementBody }) => api.post<User>('profile/agreement', input)) },
    actions: { 'announce user': (_, { user }) => app.send({ type: 'session.userUpdated', user }) },
  });
}
