import { createContext, use } from 'react';
import type { ActorOptions, AnyActorLogic, InspectionEvent } from 'xstate';

/** The clock actors schedule their delays on (XState's `clock` option). */
export type ActorClock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;
import type { AppActorRef } from '../machines/app/app.machine';
import type { AlertActorRef } from '../machines/alert/alert.machine';
import type { LocaleActorRef } from '../machines/locale/locale.machine';
import type { SessionActorRef } from '../machines/session/session.machine';
import type { StaticsActorRef } from '../machines/statics/statics.machine';
import type { SocketActorRef } from '../machines/socket/socket.machine';
import type { CatalogListMachine } from '../machines/catalog/catalog-list.machine';
import type { ResourceMachine } from '../machines/catalog/resource.machine';
import type { registrationMachine } from '../machines/registration/registration.machine';
import type { loginMachine } from '../machines/login/login.machine';
import type { ProfileFormMachine } from '../machines/profile/profile-form.machine';
import type { AvatarMachine } from '../machines/profile/avatar.machine';
import type { ChatRoomMachine } from '../machines/chats/chat-room.machine';
import type { InquiryFormMachine } from '../machines/inquiries/inquiry-form.machine';
import type { ClinicInquiriesMachine } from '../machines/inquiries/clinic-inquiries.machine';
import type { InterviewMachine } from '../machines/interviews/interview.machine';
import type { SymptomStartMachine } from '../machines/interviews/symptom-start.machine';
import type { DeviceCheckMachine } from '../machines/device-check/device-check.machine';
import type { ScheduleMachine } from '../machines/schedules/schedule.machine';
import type { ScheduleListMachine } from '../machines/schedules/schedule-list.machine';
import type { ScheduleBookingMachine } from '../machines/schedules/schedule-booking.machine';
import type { BookingMachine } from '../machines/booking/booking.machine';
import type { AvailabilityEditorMachine } from '../machines/availability/availability-editor.machine';
import type { ClinicSettingsMachine } from '../machines/availability/clinic-settings.machine';
import type { DoctorFormMachine } from '../machines/cadmin/doctor-form.machine';
import type { DoctorListMachine } from '../machines/cadmin/doctor-list.machine';
import type { ServiceEditorMachine } from '../machines/cadmin/service-editor.machine';
import type { CaseMachine } from '../machines/cases/case.machine';
import type { CasePanelMachine } from '../machines/cases/case-panel.machine';
import type { LookupMachine } from '../machines/cases/lookup.machine';
import type { ReportFormMachine } from '../machines/reports/report-form.machine';
import type { DeskRegistrationMachine } from '../machines/desk-registration/desk-registration.machine';
import type { AgreementMachine } from '../machines/agreement/agreement.machine';
import type { Device } from './device';
import type { ReplayViewerMachine } from '../machines/replay/replay-viewer.machine';
import type { AuditTrailMachine } from '../machines/cadmin/audit-trail.machine';
import type { ClinicProfileMachine } from '../machines/cadmin/clinic-profile.machine';
import type { StaffMachine } from '../machines/cadmin/staff.machine';
import type { DeviceKeysMachine } from '../machines/cadmin/device-keys.machine';
import type { ArrivalsMachine } from '../machines/devices/arrivals.machine';
import type { SessionLog } from '../protocol/session-log';
import type { CheckupMachine } from '../machines/checkups/checkup.machine';
import type { MonitoringMachine } from '../machines/monitoring/monitoring.machine';

/**
 * What views get from the composition root: the root actor and its long-lived children, the
 * machines of flows with their real services already provided, the inspector that records
 * every event a flow actor processes, and the device's own capabilities.
 */
export interface AppRuntime {
  app: AppActorRef;
  session: SessionActorRef;
  locale: LocaleActorRef;
  alert: AlertActorRef;
  statics: StaticsActorRef;
  /**
   * The live channel (src/machines/socket): feature actors send it `socket.request` (or send that
   * to `app`). Loaded lazily with the first session, so undefined before it.
   */
  readonly socket: SocketActorRef | undefined;
  /** What this browser remembers and can do (src/views/device.ts). */
  device: Device;
  /**
   * Options every flow actor is created with (`useActorRef(flow, { input, ...runtime.flowOptions })`):
   * the event log's inspector and its clock, so a delay that runs out is logged as a timer.
   */
  flowOptions: { inspect: (ev: InspectionEvent) => void; clock: ActorClock };
  /** The address the person is on changed (the event log records it). */
  recordLocation(path: string): void;
  /** The event log of this session so far (what a problem report carries with consent). */
  exportLog(): SessionLog;
  /** Loads a flow machine, provided with real services by src/app; views use `useFlow(name)`. */
  loadFlow<K extends keyof Flows>(name: K): Promise<Flows[K]>;
}

/** Each flow machine a view starts (one entry per flow; add yours here and in src/app/runtime.ts). */
export interface Flows {
  /** The public catalogue (src/machines/catalog): doctor and service lists, one doctor, one service. */
  doctorsList: CatalogListMachine;
  servicesList: CatalogListMachine;
  doctor: ResourceMachine;
  service: ResourceMachine;
  /** The registration wizard (src/machines/registration). */
  registration: typeof registrationMachine;
  /** Sign-in, steps 1 and 2 (src/machines/login). */
  login: typeof loginMachine;
  /** A profile form: personal info, contact info or password (src/machines/profile). */
  profileForm: ProfileFormMachine;
  /** The profile photo: check, upload, refetch, remove (src/machines/profile). */
  avatar: AvatarMachine;
  /** One open chat space: history, outbox, live pushes, seen markers (src/machines/chats). */
  chatRoom: ChatRoomMachine;
  /** Every clinic, and one clinic with its services and doctors (src/machines/catalog). */
  clinics: ResourceMachine;
  clinic: ResourceMachine;
  /** A patient's question to a clinic (src/machines/inquiries). */
  inquiryForm: InquiryFormMachine;
  /** A clinic operator's open inquiries, live (src/machines/inquiries). */
  clinicInquiries: ClinicInquiriesMachine;
  /** Camera, microphone and speakers before a consultation (src/machines/device-check). */
  deviceCheck: DeviceCheckMachine;
  /** The symptom checker (src/machines/interviews): starting a check, one interview, the catalogue, AI results. */
  symptomStart: SymptomStartMachine;
  interview: InterviewMachine;
  symptomCatalogue: ResourceMachine;
  aiResults: ResourceMachine;
  /** Appointments (src/machines/schedules): one appointment, a range of them, an operator's booking for a patient. */
  schedule: ScheduleMachine;
  scheduleList: ScheduleListMachine;
  scheduleBooking: ScheduleBookingMachine;
  /** The clinic side's doctors (with a day's load), one doctor, a doctor's free slots, patients to book for. */
  clinicDoctors: ResourceMachine;
  clinicDoctor: ResourceMachine;
  doctorSlots: ResourceMachine;
  clinicPatients: ResourceMachine;
  /** Medical case lists (a page of them, and a count by status), the doctor's or clinic's patients, one patient's page, and a case's printable report. */
  casesList: ResourceMachine;
  caseCount: ResourceMachine;
  patientsList: ResourceMachine;
  patientSummary: ResourceMachine;
  caseReport: ResourceMachine;
  /** A patient books an appointment, or joins the waiting list (src/machines/booking). */
  booking: BookingMachine;
  /** A doctor's working hours, and a clinic's booking rules (src/machines/availability). */
  availabilityEditor: AvailabilityEditorMachine;
  clinicSettings: ClinicSettingsMachine;
  /** Clinic administration (src/machines/cadmin): a clinic's doctors, adding one, and its services. */
  doctorList: DoctorListMachine;
  doctorForm: DoctorFormMachine;
  serviceEditor: ServiceEditorMachine;
  /** Medical cases (src/machines/cases): one case, live; the case panel beside a patient's chat. */
  case: CaseMachine;
  casePanel: CasePanelMachine;
  /** The edit view's searches: symptoms, ICD-10 codes, doctors to share with. */
  symptomLookup: LookupMachine;
  icd10Lookup: LookupMachine;
  doctorLookup: LookupMachine;
  /** A patient's cases the viewer may read (`patient_id`), and one case's history (`id`). */
  patientCases: ResourceMachine;
  caseHistory: ResourceMachine;
  /** Problem reports (src/machines/reports): the "Report a problem" dialog, a clinic's reports for its support staff (`clinic_id`, `page`), and where reports may go. */
  reportForm: ReportFormMachine;
  reportsList: ResourceMachine;
  reportDestinations: ResourceMachine;
  /** A report with its session log, and the replay page that plays the log (src/machines/replay). */
  report: ResourceMachine;
  replayViewer: ReplayViewerMachine;
  /** Clinic administration on /cadmin (src/machines/cadmin): the clinic's profile, its staff, its audit trail. */
  clinicProfile: ClinicProfileMachine;
  clinicStaff: StaffMachine;
  auditTrail: AuditTrailMachine;
  /** The health log on /p/monitoring with its add form (src/machines/monitoring). */
  monitoring: MonitoringMachine;
  /** Measurement kiosks (issue 17): a clinic's device keys on /cadmin, and the kiosk records that arrived at a clinic, for its operators on /patients. */
  deviceKeys: DeviceKeysMachine;
  deviceArrivals: ArrivalsMachine;
  /** A clinic's operator registers a patient at the desk (src/machines/desk-registration). */
  deskRegistration: DeskRegistrationMachine;
  /**
   * Checkups (src/machines/checkups): a list of checkups (the patient's own, or a treated
   * patient's by `patient_id`), one checkup, and the cards of the patient's overview (/p): the
   * latest checkup, the latest health-log readings, open cases and recent AI results.
   */
  checkupList: ResourceMachine;
  checkup: CheckupMachine;
  latestCheckup: ResourceMachine;
  latestReadings: ResourceMachine;
  openCases: ResourceMachine;
  recentAiResults: ResourceMachine;
  /** The first sign-in of an account a clinic created: the user agreement and an optional password (src/machines/agreement). */
  agreement: AgreementMachine;
}

export const RuntimeContext = createContext<AppRuntime | null>(null);

/** The runtime the app was started with; throws outside the provider (a programming error). */
export function useRuntime(): AppRuntime {
  const runtime = use(RuntimeContext);
  if (!runtime) throw new Error('useRuntime outside RuntimeContext');
  return runtime;
}

/**
 * The flow machine `name`, ready to start with useActorRef; suspends (inside the page's
 * Suspense) while its chunk loads the first time.
 */
export function useFlow<K extends keyof Flows>(name: K): Flows[K] {
  return use(useRuntime().loadFlow(name));
}
