import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MessageArea } from '../i18n/message-areas';
import type { UserType } from '../protocol/user';
import { withPageStyles } from './styles/with-page-styles';

/**
 * The route table (SPEC §2). `access`: public pages anyone sees; `guest` pages (Login,
 * Register) send signed-in people to the Dashboard; `protected` pages need a session, else Login
 * (remembering where the person wanted to go). `roles`: a protected page that belongs to some
 * roles (SPEC §2 "Side menu by role", §6, and what the server lets each role read); anyone else
 * signed in is told whose page it is, or sent to their own version of it (`instead`). `layout`:
 * default (header + side menu) or blank.
 */
export type Access = 'public' | 'guest' | 'protected';
export type LayoutName = 'default' | 'blank';

export interface RouteDef {
  path: string;
  page: LazyExoticComponent<ComponentType>;
  access: Access;
  /** The roles the page is for (a protected page); absent: everyone signed in. */
  roles?: readonly UserType[];
  /** For a role the page is not for, the address of that role's own version of it (e.g. a patient's own cases). */
  instead?: Partial<Record<UserType, string>>;
  layout: LayoutName;
  /** Message id of the page title (document title). */
  title: string;
  /** Message areas the page needs beyond the start-up catalogue, loaded with it. */
  messages: MessageArea[];
}

/** A page with the Mantine styles pages use beyond the first visit's; Login, the first visit's page, goes without. */
const page = <T extends ComponentType>(load: () => Promise<{ default: T }>) => lazy(withPageStyles(load));

const LoginPage = lazy(() => import('../views/auth/LoginPage'));
const PatientRegisterPage = page(() => import('../views/patients/register/PatientRegisterPage'));
const RegisterPage = page(() => import('../views/auth/RegisterPage'));
const DashboardPage = page(() => import('../views/dashboard/DashboardPage'));
const DoctorsPage = page(() => import('../views/doctors/DoctorsPage'));
const DoctorPage = page(() => import('../views/doctors/DoctorPage'));
const ServicesPage = page(() => import('../views/services/ServicesPage'));
const ServicePage = page(() => import('../views/services/ServicePage'));
const UserAgreementPage = page(() => import('../views/info/UserAgreementPage'));
const Covid19Page = page(() => import('../views/info/Covid19Page'));
const ProfilePage = page(() => import('../views/profile/ProfilePage'));
const PersonalInfoPage = page(() => import('../views/profile/PersonalInfoPage'));
const ContactInfoPage = page(() => import('../views/profile/ContactInfoPage'));
const PasswordPage = page(() => import('../views/profile/PasswordPage'));
const ChatsPage = page(() => import('../views/chats/ChatsPage'));
const ChatPage = page(() => import('../views/chats/ChatPage'));
const ClinicsPage = page(() => import('../views/clinics/ClinicsPage'));
const ClinicPage = page(() => import('../views/clinics/ClinicPage'));
const InquiryPage = page(() => import('../views/clinics/InquiryPage'));
const NotificationsPage = page(() => import('../views/notifications/NotificationsPage'));
const DeviceCheckPage = page(() => import('../views/device-check/DeviceCheckPage'));
const SymptomCheckerPage = page(() => import('../views/interviews/SymptomCheckerPage'));
const InterviewPage = page(() => import('../views/interviews/InterviewPage'));
const AiResultsPage = page(() => import('../views/interviews/AiResultsPage'));
const MyRedirect = page(() => import('../views/schedules/MyRedirect'));
const MySchedulePage = page(() => import('../views/schedules/MySchedulePage'));
const SchedulesPage = page(() => import('../views/schedules/SchedulesPage'));
const SchedulePage = page(() => import('../views/schedules/SchedulePage'));
const ClinicDoctorsPage = page(() => import('../views/schedules/ClinicDoctorsPage'));
const ClinicDoctorPage = page(() => import('../views/schedules/ClinicDoctorPage'));
const BlankPage = page(() => import('../views/shell/BlankPage'));
const ScheduleManagerPage = page(() => import('../views/availability/ScheduleManagerPage'));
const CasesPage = page(() => import('../views/cases/CasesPage'));
const MedicalHistoryPage = page(() => import('../views/cases/MedicalHistoryPage'));
const CaseReportPage = page(() => import('../views/cases/report/CaseReportPage'));
const PatientsPage = page(() => import('../views/patients/PatientsPage'));
const PatientPage = page(() => import('../views/patients/PatientPage'));
const CasePage = page(() => import('../views/cases/CasePage'));
const ClinicAdminPage = page(() => import('../views/cadmin/ClinicAdminPage'));
const DoctorsAdminPage = page(() => import('../views/cadmin/DoctorsAdminPage'));
const ServicesAdminPage = page(() => import('../views/cadmin/ServicesAdminPage'));
const CheckupsPage = page(() => import('../views/checkups/CheckupsPage'));
const CheckupPage = page(() => import('../views/checkups/CheckupPage'));
const PatientAreaPage = page(() => import('../views/patient-area/PatientAreaPage'));
const MonitoringPage = page(() => import('../views/monitoring/MonitoringPage'));
const ReplayPage = page(() => import('../views/replay/ReplayPage'));
const ReplayFilePage = page(() => import('../views/replay/ReplayFilePage'));
const SupportReportsPage = page(() => import('../views/reports/SupportReportsPage'));

/** Every page but Login can show a feature's error (the `errors` area, src/i18n/message-areas.ts). */
const r = (path: string, page: RouteDef['page'], access: Access, title: string, layout: LayoutName = 'default', messages: MessageArea[] = []): RouteDef => ({
  path,
  page,
  access,
  layout,
  title,
  messages: page === LoginPage ? messages : [...messages, 'errors'],
});

/** A route for `roles` only; `instead` names the page some other role gets sent to. */
const only = (roles: readonly UserType[], def: RouteDef, instead?: RouteDef['instead']): RouteDef => ({ ...def, roles, ...(instead ? { instead } : {}) });

/** Who role routes are for: the server answers everyone else 403 or 404 on what these pages read. */
const PATIENTS: readonly UserType[] = ['Patient'];
const DOCTORS: readonly UserType[] = ['Doctor'];
const OPERATORS: readonly UserType[] = ['ClinicOperator'];
/** A clinic's people: doctors and operators (their patients, the clinic's cases, its problem reports). */
const STAFF: readonly UserType[] = ['Doctor', 'ClinicOperator'];
/** A patient's health records, which the doctors who treat them read too. */
const PATIENTS_AND_DOCTORS: readonly UserType[] = ['Patient', 'Doctor'];

/** The public catalogue's texts: its pages show doctors and services side by side. */
const CATALOG_MESSAGES: MessageArea[] = ['doctors', 'doctor', 'services', 'service', 'languageName', 'booking'];

/** Clinic pages show services (prices, durations) and doctors, and the inquiry form says how long a message may be. */
const CLINIC_MESSAGES: MessageArea[] = ['clinics', 'services', 'chats'];

/** The symptom checker's texts (its start, the interview and its result, AI results). */
const INTERVIEW_MESSAGES: MessageArea[] = ['interview', 'booking'];

/** Appointment screens' texts (statuses, actions, calendars). */
const SCHEDULE_MESSAGES: MessageArea[] = ['schedules'];

/**
 * A patient's page shows their cases, appointments (statuses, times), checkups and AI results
 * (triage levels); an operator books from it (the appointments' booking form).
 */
const PATIENT_MESSAGES: MessageArea[] = ['patients', 'cases', 'schedules', 'interview', 'checkups'];

/** A case's texts (the case view, its panel in a doctor's chat). */
const CASE_VIEW_MESSAGES: MessageArea[] = ['cases'];

/**
 * The patient's overview (/p): its own texts, the latest checkup's values and marks, upcoming
 * appointments, open cases and AI results (triage levels).
 */
const PATIENT_AREA_MESSAGES: MessageArea[] = ['patientArea', 'checkups', 'schedules', 'cases', 'interview'];

/** The profile pages' texts. */
const PROFILE_MESSAGES: MessageArea[] = ['profile'];

export const ROUTES: RouteDef[] = [
  r('/', LoginPage, 'guest', 'nav.login'),
  r('/login', LoginPage, 'guest', 'nav.login'),
  r('/register', RegisterPage, 'guest', 'nav.register', 'default', ['register']),
  r('/user-agreement', UserAgreementPage, 'public', 'nav.userAgreement', 'default', ['agreement']),
  r('/covid-19', Covid19Page, 'public', 'nav.covid19', 'default', ['covid']),
  r('/doctors', DoctorsPage, 'public', 'nav.doctors', 'default', CATALOG_MESSAGES),
  r('/doctor/:id', DoctorPage, 'public', 'nav.doctors', 'default', CATALOG_MESSAGES),
  r('/services', ServicesPage, 'public', 'nav.services', 'default', CATALOG_MESSAGES),
  r('/service/:id', ServicePage, 'public', 'nav.services', 'default', CATALOG_MESSAGES),
  r('/app-pay', BlankPage, 'public', 'nav.appPay', 'blank', ['appPay']),
  r('/symptom-checker', SymptomCheckerPage, 'public', 'nav.symptomChecker', 'default', INTERVIEW_MESSAGES),
  r('/interview', InterviewPage, 'public', 'nav.interview', 'default', INTERVIEW_MESSAGES),
  r('/interview/:id', InterviewPage, 'public', 'nav.interview', 'default', INTERVIEW_MESSAGES),
  r('/test', DeviceCheckPage, 'public', 'nav.deviceTest', 'default', ['deviceTest']),
  r('/dashboard', DashboardPage, 'protected', 'nav.dashboard', 'default', ['dashboard', ...SCHEDULE_MESSAGES]),
  r('/notifications', NotificationsPage, 'protected', 'nav.notifications', 'default', ['notifications']),
  only(OPERATORS, r('/clinic-doctors', ClinicDoctorsPage, 'protected', 'nav.clinicDoctors', 'default', [...SCHEDULE_MESSAGES, 'availability'])),
  only(OPERATORS, r('/clinic-doctors/:id', ClinicDoctorPage, 'protected', 'nav.clinicDoctors', 'default', [...SCHEDULE_MESSAGES, 'availability'])),
  only(DOCTORS, r('/my', MyRedirect, 'protected', 'nav.mySchedule')),
  only(DOCTORS, r('/my/schedule', MySchedulePage, 'protected', 'nav.mySchedule', 'default', SCHEDULE_MESSAGES)),
  only(DOCTORS, r('/my/schedule-manager', ScheduleManagerPage, 'protected', 'nav.scheduleManager', 'default', ['availability'])),
  r('/profile', ProfilePage, 'protected', 'nav.profile', 'default', PROFILE_MESSAGES),
  r('/profile/personal-info', PersonalInfoPage, 'protected', 'nav.personalInfo', 'default', PROFILE_MESSAGES),
  r('/profile/contact-info', ContactInfoPage, 'protected', 'nav.contactInfo', 'default', PROFILE_MESSAGES),
  r('/profile/password', PasswordPage, 'protected', 'nav.password', 'default', PROFILE_MESSAGES),
  only(PATIENTS, r('/p', PatientAreaPage, 'protected', 'nav.patientArea', 'default', PATIENT_AREA_MESSAGES)),
  only(PATIENTS, r('/p/cases', MedicalHistoryPage, 'protected', 'nav.medicalHistory', 'default', ['cases']), { Doctor: '/cases', ClinicOperator: '/cases' }),
  // A case's page and report stay open to everyone signed in: an operator of its clinic is told why they cannot read it (403 case.clinical_content).
  r('/p/case/:id', CasePage, 'protected', 'nav.medicalHistory', 'default', CASE_VIEW_MESSAGES),
  only(PATIENTS, r('/p/interviews', AiResultsPage, 'protected', 'nav.aiResults', 'default', INTERVIEW_MESSAGES)),
  only(PATIENTS, r('/p/checkups', CheckupsPage, 'protected', 'nav.checkups', 'default', ['checkups'])),
  only(PATIENTS_AND_DOCTORS, r('/p/checkup/:id', CheckupPage, 'protected', 'nav.checkups', 'default', ['checkups'])),
  only(PATIENTS_AND_DOCTORS, r('/p/monitoring', MonitoringPage, 'protected', 'nav.monitoring', 'default', ['monitoring', 'checkups'])),
  r('/chats', ChatsPage, 'protected', 'nav.chats', 'default', ['chats']),
  r('/chats/:id', ChatPage, 'protected', 'nav.chats', 'default', ['chats', ...CASE_VIEW_MESSAGES]),
  r('/chats/:id/call', ChatPage, 'protected', 'nav.chats', 'default', ['chats', ...CASE_VIEW_MESSAGES]),
  only(OPERATORS, r('/schedules', SchedulesPage, 'protected', 'nav.schedules', 'default', SCHEDULE_MESSAGES)),
  r('/schedules/:id', SchedulePage, 'protected', 'nav.schedules', 'default', SCHEDULE_MESSAGES),
  only(OPERATORS, r('/cadmin', ClinicAdminPage, 'protected', 'nav.clinicAdmin', 'default', ['cadmin', 'availability', 'pagination'])),
  only(OPERATORS, r('/cadmin/doctors', DoctorsAdminPage, 'protected', 'nav.clinicAdmin', 'default', ['cadmin', 'languageName'])),
  only(OPERATORS, r('/cadmin/services', ServicesAdminPage, 'protected', 'nav.clinicAdmin', 'default', ['cadmin'])),
  r('/clinics', ClinicsPage, 'public', 'nav.clinics', 'default', CLINIC_MESSAGES),
  r('/clinics/:id', ClinicPage, 'public', 'nav.clinics', 'default', CLINIC_MESSAGES),
  only(PATIENTS, r('/clinics/:id/inquiry', InquiryPage, 'protected', 'nav.clinics', 'default', CLINIC_MESSAGES)),
  only(OPERATORS, r('/patient/register', PatientRegisterPage, 'protected', 'nav.registerPatient', 'default', ['patientRegister', 'register', 'languageName'])),
  only(STAFF, r('/patients', PatientsPage, 'protected', 'nav.patients', 'default', ['patients'])),
  only(STAFF, r('/patients/:id', PatientPage, 'protected', 'nav.patients', 'default', PATIENT_MESSAGES)),
  only(STAFF, r('/cases', CasesPage, 'protected', 'nav.cases', 'default', ['cases']), { Patient: '/p/cases' }),
  r('/cases/:id/report', CaseReportPage, 'protected', 'nav.caseReport', 'blank', ['cases', 'patients']),
  only(STAFF, r('/support/reports', SupportReportsPage, 'protected', 'nav.supportReports', 'default', ['reports', 'pagination'])),
  only(STAFF, r('/support/reports/:id', ReplayPage, 'protected', 'nav.supportReports', 'default', ['reports', 'replay'])),
  only(STAFF, r('/support/replay', ReplayFilePage, 'protected', 'nav.supportReports', 'default', ['reports', 'replay'])),
];
