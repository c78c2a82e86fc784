import { fromCallback, fromPromise } from 'xstate';
import { clinicInquiriesMachine } from '../../machines/inquiries/clinic-inquiries.machine';
import { inquiryFormMachine } from '../../machines/inquiries/inquiry-form.machine';
import { createLiveApi } from '../../services/chats-api';
import { reportFailure, type FlowDeps } from './flow-deps';

const INQUIRY_PUSHES = ['server.ClinicInquiryCreated', 'server.ClinicInquiryJoined', 'server.ClinicInquiryCompleted', 'socket.connected'] as const;

/** A patient's question to a clinic: sent, then on to its chat. */
export function inquiryFormFlow({ api, app, navigate }: FlowDeps) {
  const live = createLiveApi(api);
  return inquiryFormMachine.provide({
    actors: { 'open inquiry': fromPromise(({ input }) => live.inquiries.open(input.clinicId, input.text, input.clientId)) },
    actions: {
      'open chat': (_, { chatId }) => navigate(`/chats/${encodeURIComponent(chatId)}`),
      'report failure': reportFailure(app),
    },
  });
}

/** A clinic operator's open inquiries, live. */
export function clinicInquiriesFlow({ api, app }: FlowDeps) {
  const live = createLiveApi(api);
  return clinicInquiriesMachine.provide({
    actors: {
      'load inquiries': fromPromise(() => live.inquiries.openList()),
      'join inquiry': fromPromise(({ input }) => live.inquiries.join(input.id)),
      'complete inquiry': fromPromise(({ input }) => live.inquiries.complete(input.id)),
      'live pushes': fromCallback(({ sendBack }) => {
        const subscriptions = INQUIRY_PUSHES.map((type) => app.on(type, (event) => sendBack(event)));
        return () => subscriptions.forEach((s) => s.unsubscribe());
      }),
    },
    actions: { 'report failure': reportFailure(app) },
  });
}
