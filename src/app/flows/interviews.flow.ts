import { fromPromise } from 'xstate';
import { interviewMachine } from '../../machines/interviews/interview.machine';
import { symptomStartMachine } from '../../machines/interviews/symptom-start.machine';
import type { Language } from '../../protocol/common';
import { interviewStore } from '../../services/storage';
import { toAppError } from '../../protocol/errors';
import { reportFailure, type FlowDeps } from './flow-deps';
import { resourceFlow } from './resource-flow';

/** The symptom checker: starting a check, the interview itself, the catalogue and a patient's AI results. */
export function interviewFlows({ api, app, navigate }: FlowDeps) {
  const report = reportFailure(app);
  return {
    symptomStart: symptomStartMachine.provide({
      actors: {
        'search symptoms': fromPromise(({ input }) => api.symptoms.search(input.query, input.language, input.sex)),
        'start interview': fromPromise(async ({ input }) => {
          const { person } = input;
          const created = await api.interviews.create({ type: 'symptom_checker', language: input.language, age: person.age, age_unit: person.ageUnit, gender: person.sex }, input.signedIn);
          const started = await api.interviews.evidence(created.id, input.complaints.map((id) => ({ id, choice: 'present' as const })));
          // Asked for by an appointment's doctor: shared with it now; finishing it tells the doctor (ScheduleInterviewFinished).
          // If that fails (the appointment was cancelled meanwhile), the interview goes on and the alert says why; it can be shared from the appointment later.
          if (input.scheduleId) {
            await api.post(`schedules/${encodeURIComponent(input.scheduleId)}/interview`, { interview_id: created.id }).catch((error: unknown) => report(null, { error: toAppError(error) }));
          }
          return started;
        }),
      },
      actions: {
        'open interview': (_, { id }) => navigate(`/interview/${encodeURIComponent(id)}`),
        // A guest's interview joins their account when they sign in (the session binds it); a signed-in person's is theirs already.
        'remember guest interview': (_, { id, guest }) => {
          if (guest) interviewStore.set(id);
        },
      },
    }),
    interview: interviewMachine.provide({
      actors: {
        'load interview': fromPromise(({ input }) => api.interviews.get(input.id)),
        'send answer': fromPromise(({ input }) => api.interviews.answer(input.id, input.answers)),
        'go back': fromPromise(({ input }) => api.interviews.back(input.id)),
        'finish interview': fromPromise(({ input }) => api.interviews.finish(input.id)),
      },
    }),
    /** The symptom catalogue in the language of the params (`lang`). */
    symptomCatalogue: resourceFlow(({ lang }) => api.symptoms.catalogue(lang as Language)),
    /** The signed-in patient's AI results, newest first. */
    aiResults: resourceFlow(() => api.interviews.mine()),
  };
}
