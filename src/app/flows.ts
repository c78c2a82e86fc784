import type { Flows } from '../views/actors';
import type { FlowDeps } from './flows/flow-deps';

export type { FlowDeps } from './flows/flow-deps';

/**
 * Where each flow machine is wired (src/app/flows/*.flow.ts). Each is loaded with the first page
 * that starts it, so a first visit downloads only the machines it uses.
 */
const LOADERS: { [K in keyof Flows]: (deps: FlowDeps) => Promise<Flows[K]> } = {
  login: async (deps) => (await import('./flows/login.flow')).loginFlow(deps),
  registration: async (deps) => (await import('./flows/registration.flow')).registrationFlow(deps),
  doctorsList: async (deps) => (await import('./flows/catalog.flow')).catalogFlows(deps).doctorsList,
  servicesList: async (deps) => (await import('./flows/catalog.flow')).catalogFlows(deps).servicesList,
  doctor: async (deps) => (await import('./flows/catalog.flow')).catalogFlows(deps).doctor,
  service: async (deps) => (await import('./flows/catalog.flow')).catalogFlows(deps).service,
  profileForm: async (deps) => (await import('./flows/profile.flow')).profileFormFlow(deps),
  avatar: async (deps) => (await import('./flows/profile.flow')).avatarFlow(deps),
  chatRoom: async (deps) => (await import('./flows/chats.flow')).chatRoomFlow(deps),
  inquiryForm: async (deps) => (await import('./flows/inquiries.flow')).inquiryFormFlow(deps),
  clinicInquiries: async (deps) => (await import('./flows/inquiries.flow')).clinicInquiriesFlow(deps),
  clinic: async (deps) => (await import('./flows/catalog.flow')).catalogFlows(deps).clinic,
  clinics: async (deps) => (await import('./flows/catalog.flow')).catalogFlows(deps).clinics,
  deviceCheck: async () => (await import('./flows/device-check.flow')).deviceCheckFlow(),
  symptomStart: async (deps) => (await import('./flows/interviews.flow')).interviewFlows(deps).symptomStart,
  interview: async (deps) => (await import('./flows/interviews.flow')).interviewFlows(deps).interview,
  symptomCatalogue: async (deps) => (await import('./flows/interviews.flow')).interviewFlows(deps).symptomCatalogue,
  aiResults: async (deps) => (await import('./flows/interviews.flow')).interviewFlows(deps).aiResults,
  schedule: async (deps) => (await import('./flows/schedules.flow')).scheduleFlows(deps).schedule,
  scheduleList: async (deps) => (await import('./flows/schedules.flow')).scheduleFlows(deps).scheduleList,
  scheduleBooking: async (deps) => (await import('./flows/schedules.flow')).scheduleFlows(deps).scheduleBooking,
  clinicDoctors: async (deps) => (await import('./flows/schedules.flow')).scheduleFlows(deps).clinicDoctors,
  clinicDoctor: async (deps) => (await import('./flows/schedules.flow')).scheduleFlows(deps).clinicDoctor,
  doctorSlots: async (deps) => (await import('./flows/schedules.flow')).scheduleFlows(deps).doctorSlots,
  clinicPatients: async (deps) => (await import('./flows/schedules.flow')).scheduleFlows(deps).clinicPatients,
  booking: async (deps) => (await import('./flows/booking.flow')).bookingFlow(deps),
  casesList: async (deps) => (await import('./flows/patients.flow')).patientFlows(deps).casesList,
  caseCount: async (deps) => (await import('./flows/patients.flow')).patientFlows(deps).caseCount,
  patientsList: async (deps) => (await import('./flows/patients.flow')).patientFlows(deps).patientsList,
  patientSummary: async (deps) => (await import('./flows/patients.flow')).patientFlows(deps).patientSummary,
  caseReport: async (deps) => (await import('./flows/patients.flow')).patientFlows(deps).caseReport,
  availabilityEditor: async (deps) => (await import('./flows/availability.flow')).availabilityEditorFlow(deps),
  clinicSettings: async (deps) => (await import('./flows/availability.flow')).clinicSettingsFlow(deps),
  case: async (deps) => (await import('./flows/cases.flow')).caseFlows(deps).case,
  casePanel: async (deps) => (await import('./flows/cases.flow')).caseFlows(deps).casePanel,
  symptomLookup: async (deps) => (await import('./flows/cases.flow')).caseFlows(deps).symptomLookup,
  icd10Lookup: async (deps) => (await import('./flows/cases.flow')).caseFlows(deps).icd10Lookup,
  doctorLookup: async (deps) => (await import('./flows/cases.flow')).caseFlows(deps).doctorLookup,
  patientCases: async (deps) => (await import('./flows/cases.flow')).caseFlows(deps).patientCases,
  caseHistory: async (deps) => (await import('./flows/cases.flow')).caseFlows(deps).caseHistory,
};

/** Loads a flow machine with its real services provided; the same name gives the same promise. */
export function createFlowLoader(deps: FlowDeps) {
  const cache = new Map<keyof Flows, Promise<unknown>>();
  return function loadFlow<K extends keyof Flows>(name: K): Promise<Flows[K]> {
    let p = cache.get(name);
    if (!p) {
      p = LOADERS[name](deps);
      p.catch(() => cache.delete(name)); // a chunk lost to a bad connection is fetched again next time
      cache.set(name, p);
    }
    return p as Promise<Flows[K]>;
  };
}
