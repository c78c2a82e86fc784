import type { Flows } from '../views/actors';
import type { FlowDeps } from './flows/flow-deps';

export type { FlowDeps } from './flows/flow-deps';

/**
 * Where each flow machine is wired (src/app/flows/*.flow.ts). Each is loaded with the first page
 * that starts it, so a first visit downloads only the machines it uses.
 */
/**
 * A module of several flows (`make(deps)` builds them all): `from(load, make)(name)` loads it with
 * the first page that needs one of its flows and picks that one.
 */
function from<M, F>(load: () => Promise<M>, make: (m: M) => (deps: FlowDeps) => F) {
  return <K extends keyof F>(name: K) => async (deps: FlowDeps): Promise<F[K]> => make(await load())(deps)[name];
}
const catalog = from(() => import('./flows/catalog.flow'), (m) => m.catalogFlows);
const interviews = from(() => import('./flows/interviews.flow'), (m) => m.interviewFlows);
const schedules = from(() => import('./flows/schedules.flow'), (m) => m.scheduleFlows);
const patients = from(() => import('./flows/patients.flow'), (m) => m.patientFlows);
const cases = from(() => import('./flows/cases.flow'), (m) => m.caseFlows);
const reports = from(() => import('./flows/reports.flow'), (m) => m.reportFlows);
const checkups = from(() => import('./flows/checkups.flow'), (m) => m.checkupFlows);
const cadminClinic = from(() => import('./flows/cadmin-clinic.flow'), (m) => m.cadminClinicFlows);

const LOADERS: { [K in keyof Flows]: (deps: FlowDeps) => Promise<Flows[K]> } = {
  login: async (deps) => (await import('./flows/login.flow')).loginFlow(deps),
  registration: async (deps) => (await import('./flows/registration.flow')).registrationFlow(deps),
  doctorsList: catalog('doctorsList'),
  servicesList: catalog('servicesList'),
  doctor: catalog('doctor'),
  service: catalog('service'),
  profileForm: async (deps) => (await import('./flows/profile.flow')).profileFormFlow(deps),
  avatar: async (deps) => (await import('./flows/profile.flow')).avatarFlow(deps),
  chatRoom: async (deps) => (await import('./flows/chats.flow')).chatRoomFlow(deps),
  inquiryForm: async (deps) => (await import('./flows/inquiries.flow')).inquiryFormFlow(deps),
  clinicInquiries: async (deps) => (await import('./flows/inquiries.flow')).clinicInquiriesFlow(deps),
  clinic: catalog('clinic'),
  clinics: catalog('clinics'),
  deviceCheck: async () => (await import('./flows/device-check.flow')).deviceCheckFlow(),
  symptomStart: interviews('symptomStart'),
  interview: interviews('interview'),
  symptomCatalogue: interviews('symptomCatalogue'),
  aiResults: interviews('aiResults'),
  schedule: schedules('schedule'),
  scheduleList: schedules('scheduleList'),
  scheduleBooking: schedules('scheduleBooking'),
  clinicDoctors: schedules('clinicDoctors'),
  clinicDoctor: schedules('clinicDoctor'),
  doctorSlots: schedules('doctorSlots'),
  clinicPatients: schedules('clinicPatients'),
  booking: async (deps) => (await import('./flows/booking.flow')).bookingFlow(deps),
  casesList: patients('casesList'),
  caseCount: patients('caseCount'),
  patientsList: patients('patientsList'),
  patientSummary: patients('patientSummary'),
  caseReport: patients('caseReport'),
  availabilityEditor: async (deps) => (await import('./flows/availability.flow')).availabilityEditorFlow(deps),
  clinicSettings: async (deps) => (await import('./flows/availability.flow')).clinicSettingsFlow(deps),
  doctorList: async (deps) => (await import('./flows/cadmin-doctors.flow')).doctorListFlow(deps),
  doctorForm: async (deps) => (await import('./flows/cadmin-doctors.flow')).doctorFormFlow(deps),
  serviceEditor: async (deps) => (await import('./flows/cadmin-doctors.flow')).serviceEditorFlow(deps),
  case: cases('case'),
  casePanel: cases('casePanel'),
  symptomLookup: cases('symptomLookup'),
  icd10Lookup: cases('icd10Lookup'),
  doctorLookup: cases('doctorLookup'),
  patientCases: cases('patientCases'),
  caseHistory: cases('caseHistory'),
  reportForm: reports('reportForm'),
  reportsList: reports('reportsList'),
  reportDestinations: reports('reportDestinations'),
  report: reports('report'),
  replayViewer: reports('replayViewer'),
  clinicProfile: cadminClinic('clinicProfile'),
  clinicStaff: cadminClinic('clinicStaff'),
  auditTrail: cadminClinic('auditTrail'),
  checkupList: checkups('checkupList'),
  checkup: checkups('checkup'),
  latestCheckup: checkups('latestCheckup'),
  latestReadings: checkups('latestReadings'),
  openCases: checkups('openCases'),
  recentAiResults: checkups('recentAiResults'),
  monitoring: async (deps) => (await import('./flows/monitoring.flow')).monitoringFlow(deps),
  deviceKeys: cadminClinic('deviceKeys'),
  deviceArrivals: async (deps) => (await import('./flows/devices.flow')).deviceArrivalsFlow(deps),
  deskRegistration: async (deps) => (await import('./flows/desk-registration.flow')).deskRegistrationFlow(deps),
  agreement: async (deps) => (await import('./flows/desk-registration.flow')).agreementFlow(deps),
};

/** The flow a machine was loaded as (the event log names root actors by it; a replay starts the same flow). */
const FLOW_NAMES = new WeakMap<object, keyof Flows>();
export const flowNameOf = (logic: unknown): keyof Flows | undefined => (logic && typeof logic === 'object' ? FLOW_NAMES.get(logic) : undefined);

/**
 * Loads a flow machine with its real services provided; the same name gives the same promise.
 * `prepare` is what a replay does to each machine (src/app/replay).
 */
export function createFlowLoader(deps: FlowDeps, prepare: <T>(logic: T) => T = (logic) => logic) {
  const cache = new Map<keyof Flows, Promise<unknown>>();
  return function loadFlow<K extends keyof Flows>(name: K): Promise<Flows[K]> {
    let p = cache.get(name);
    if (!p) {
      p = LOADERS[name](deps).then((logic) => {
        const prepared = prepare(logic);
        FLOW_NAMES.set(prepared as object, name);
        return prepared;
      });
      p.catch(() => cache.delete(name)); // a chunk lost to a bad connection is fetched again next time
      cache.set(name, p);
    }
    return p as Promise<Flows[K]>;
  };
}
