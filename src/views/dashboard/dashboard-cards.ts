import { isAdministrator } from '../../protocol/clinic-admin';
import type { User, UserType } from '../../protocol/user';
import type { IconName } from '../shell/Icon';

/** One thing a person can do next: where it leads, its icon, and its title and text message ids. */
export interface NextStep {
  href: string;
  icon: IconName;
  title: string;
  text: string;
}

/** What each role does next, most frequent first (issue 2: "Dashboard per role"). */
export const NEXT_STEPS: Record<UserType, NextStep[]> = {
  Patient: [
    { href: '/doctors', icon: 'doctors', title: 'dashboard.findDoctor.title', text: 'dashboard.findDoctor.text' },
    { href: '/chats', icon: 'chats', title: 'nav.chats', text: 'dashboard.patientChats.text' },
    { href: '/clinics', icon: 'clinic', title: 'nav.clinics', text: 'dashboard.clinics.text' },
    { href: '/services', icon: 'services', title: 'dashboard.services.title', text: 'dashboard.services.text' },
    { href: '/symptom-checker', icon: 'stethoscope', title: 'nav.symptomChecker', text: 'dashboard.symptomChecker.text' },
    { href: '/p/cases', icon: 'cases', title: 'nav.medicalHistory', text: 'dashboard.medicalHistory.text' },
    { href: '/p/checkups', icon: 'checkups', title: 'nav.checkups', text: 'dashboard.checkups.text' },
    { href: '/p/interviews', icon: 'interviews', title: 'nav.aiResults', text: 'dashboard.aiResults.text' },
    { href: '/p/monitoring', icon: 'monitoring', title: 'nav.monitoring', text: 'dashboard.monitoring.text' },
  ],
  Doctor: [
    { href: '/my/schedule', icon: 'schedule', title: 'nav.mySchedule', text: 'dashboard.mySchedule.text' },
    { href: '/my/schedule-manager', icon: 'scheduleManager', title: 'nav.scheduleManager', text: 'dashboard.scheduleManager.text' },
    { href: '/patients', icon: 'patients', title: 'nav.patients', text: 'dashboard.patients.text' },
    { href: '/cases', icon: 'cases', title: 'nav.cases', text: 'dashboard.cases.text' },
    { href: '/chats', icon: 'chats', title: 'nav.chats', text: 'dashboard.doctorChats.text' },
  ],
  ClinicOperator: [
    { href: '/schedules', icon: 'schedules', title: 'nav.schedules', text: 'dashboard.schedules.text' },
    { href: '/clinic-doctors', icon: 'clinicDoctors', title: 'nav.clinicDoctors', text: 'dashboard.clinicDoctors.text' },
    { href: '/patient/register', icon: 'patients', title: 'nav.registerPatient', text: 'dashboard.registerPatient.text' },
    { href: '/cadmin', icon: 'clinicAdmin', title: 'nav.clinicAdmin', text: 'dashboard.clinicAdmin.text' },
    { href: '/chats', icon: 'chats', title: 'nav.chats', text: 'dashboard.operatorChats.text' },
  ],
};

/** The person's next steps: their role's, without clinic administration unless they administer a clinic (src/protocol/clinic-admin.ts). */
export function nextStepsFor(user: Pick<User, 'type' | 'clinics'>): NextStep[] {
  const steps = NEXT_STEPS[user.type];
  return isAdministrator(user) ? steps : steps.filter((s) => s.href !== '/cadmin');
}

/** A missing piece of the profile and where to add it. */
export interface ProfileGap {
  key: 'email' | 'phone' | 'photo';
  href: string;
  icon: IconName;
  label: string;
}

/** What the person has not told the clinic yet: e-mail, phone, photo. */
export function profileGaps(user: Pick<User, 'email' | 'phone' | 'photo'>): ProfileGap[] {
  const gaps: ProfileGap[] = [];
  if (!user.email) gaps.push({ key: 'email', href: '/profile/contact-info', icon: 'mail', label: 'dashboard.profile.addEmail' });
  if (!user.phone) gaps.push({ key: 'phone', href: '/profile/contact-info', icon: 'phone', label: 'dashboard.profile.addPhone' });
  if (!user.photo) gaps.push({ key: 'photo', href: '/profile', icon: 'camera', label: 'dashboard.profile.addPhoto' });
  return gaps;
}
