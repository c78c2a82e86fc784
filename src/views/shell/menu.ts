import type { UserType } from '../../protocol/user';

export interface MenuItem {
  href: string;
  /** Message id of the label. */
  label: string;
  icon: MenuIcon;
  /** The link's data-testid, where browser tests look for it. */
  testId?: string;
}

export type MenuIcon = 'doctors' | 'services' | 'login' | 'register' | 'monitoring' | 'cases' | 'interviews' | 'checkups'
  | 'schedules' | 'clinicDoctors' | 'schedule' | 'scheduleManager' | 'profile' | 'contact' | 'password' | 'chats' | 'patients' | 'reports'
  | 'clinicAdmin' | 'clinic';

/** The support staff's list of their clinic's problem reports (issue 14). */
const SUPPORT_REPORTS: MenuItem = { href: '/support/reports', label: 'nav.supportReports', icon: 'reports', testId: 'menu-support-reports' };

/** Registering a patient at the desk, for every clinic operator (issue 16). */
const REGISTER_PATIENT: MenuItem = { href: '/patient/register', label: 'nav.registerPatient', icon: 'register', testId: 'menu-register-patient' };

/** Clinic administration, for a clinic's administrators only (issue 16, src/protocol/clinic-admin.ts). */
const CLINIC_ADMIN: MenuItem = { href: '/cadmin', label: 'nav.clinicAdmin', icon: 'clinicAdmin', testId: 'menu-clinic-admin' };

/** What the person is beside their role: support staff of a clinic, administrator of a clinic. */
export interface MenuExtras {
  support?: boolean;
  admin?: boolean;
}

/**
 * The side menu by role as SPEC §2 lists it (a patient also finds their chats and the clinics
 * they write to there), with the medical cases and patients of issue 13 for
 * the clinic side (profile pages and logout for everyone signed in), patient registration for
 * clinic operators and clinic administration for administrators (issue 16), and the problem
 * reports of issue 14 for a clinic's support staff.
 */
export function menuFor(role: UserType | null, extras: MenuExtras = {}): { main: MenuItem[]; account: MenuItem[] } {
  if (role === null) {
    return {
      main: [
        { href: '/doctors', label: 'nav.doctors', icon: 'doctors' },
        { href: '/services', label: 'nav.services', icon: 'services' },
        { href: '/login', label: 'nav.login', icon: 'login' },
        { href: '/register', label: 'nav.register', icon: 'register' },
      ],
      account: [],
    };
  }
  const main: Record<UserType, MenuItem[]> = {
    Patient: [
      { href: '/p/monitoring', label: 'nav.monitoring', icon: 'monitoring' },
      { href: '/p/cases', label: 'nav.medicalHistory', icon: 'cases' },
      { href: '/p/interviews', label: 'nav.aiResults', icon: 'interviews' },
      { href: '/p/checkups', label: 'nav.checkups', icon: 'checkups' },
      { href: '/chats', label: 'nav.chats', icon: 'chats', testId: 'menu-chats' },
      { href: '/clinics', label: 'nav.clinics', icon: 'clinic', testId: 'menu-clinics' },
    ],
    ClinicOperator: [
      { href: '/schedules', label: 'nav.schedules', icon: 'schedules' },
      { href: '/clinic-doctors', label: 'nav.clinicDoctors', icon: 'clinicDoctors' },
      { href: '/patients', label: 'nav.patients', icon: 'patients' },
      REGISTER_PATIENT,
    ],
    Doctor: [
      { href: '/my/schedule', label: 'nav.mySchedule', icon: 'schedule' },
      { href: '/my/schedule-manager', label: 'nav.scheduleManager', icon: 'scheduleManager' },
      { href: '/cases', label: 'nav.cases', icon: 'cases' },
      { href: '/patients', label: 'nav.patients', icon: 'patients' },
    ],
  };
  return {
    main: [
      ...main[role],
      ...(extras.admin && role === 'ClinicOperator' ? [CLINIC_ADMIN] : []),
      // Support is a duty of a clinic's staff (server/features/reports/reports.rules.ts), whatever a stale flag says.
      ...(extras.support && role !== 'Patient' ? [SUPPORT_REPORTS] : []),
    ],
    account: [
      { href: '/profile/personal-info', label: 'nav.personalInfo', icon: 'profile' },
      { href: '/profile/contact-info', label: 'nav.contactInfo', icon: 'contact' },
      { href: '/profile/password', label: 'nav.password', icon: 'password' },
    ],
  };
}
