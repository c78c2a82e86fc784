import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/app/routes';
import en from '../../src/i18n/messages/en.json';
import ka from '../../src/i18n/messages/ka.json';
import { USER_TYPES } from '../../src/protocol/user';
import { menuFor } from '../../src/views/shell/menu';

const hrefs = (items: Array<{ href: string }>) => items.map((i) => i.href);
const PROFILE_PAGES = ['/profile/personal-info', '/profile/contact-info', '/profile/password'];

describe('the side menu by role (SPEC §2)', () => {
  it('offers an anonymous visitor doctors, services, login and register, and no account pages', () => {
    const menu = menuFor(null);
    expect(hrefs(menu.main)).toEqual(['/doctors', '/services', '/login', '/register']);
    expect(menu.account).toEqual([]);
  });

  it('offers a patient monitoring, medical history, AI results, check-ups, their chats and the clinics', () => {
    expect(hrefs(menuFor('Patient').main)).toEqual(['/p/monitoring', '/p/cases', '/p/interviews', '/p/checkups', '/chats', '/clinics']);
    expect(menuFor('Patient').main.map((i) => i.label)).toEqual(['nav.monitoring', 'nav.medicalHistory', 'nav.aiResults', 'nav.checkups', 'nav.chats', 'nav.clinics']);
    expect(en['nav.clinics'].defaultMessage).toBe('Clinics');
    expect(ka['nav.clinics'].defaultMessage).toBe('კლინიკები');
  });

  it('offers a clinic operator schedules, clinic doctors, the clinic\'s patients and registering a patient', () => {
    expect(hrefs(menuFor('ClinicOperator').main)).toEqual(['/schedules', '/clinic-doctors', '/patients', '/patient/register']);
  });

  it('offers clinic administration to a clinic\'s administrators only (an operator who holds the role)', () => {
    expect(hrefs(menuFor('ClinicOperator', { admin: true }).main)).toEqual([...hrefs(menuFor('ClinicOperator').main), '/cadmin']);
    for (const role of USER_TYPES) expect(hrefs(menuFor(role).main)).not.toContain('/cadmin');
    // Doctors are never administrators (src/protocol/clinic-admin.ts), whatever a stale flag says.
    expect(hrefs(menuFor('Doctor', { admin: true }).main)).not.toContain('/cadmin');
    expect(hrefs(menuFor('Patient', { admin: true }).main)).not.toContain('/cadmin');
  });

  it('offers a doctor their schedule, the schedule manager, their medical cases and their patients', () => {
    expect(hrefs(menuFor('Doctor').main)).toEqual(['/my/schedule', '/my/schedule-manager', '/cases', '/patients']);
    expect(menuFor('Doctor').main.map((i) => i.label)).toEqual(['nav.mySchedule', 'nav.scheduleManager', 'nav.cases', 'nav.patients']);
  });

  it('names the doctor\'s cases and patients as a Georgian clinic does', () => {
    const label = (href: string) => ka[menuFor('Doctor').main.find((i) => i.href === href)!.label as keyof typeof ka].defaultMessage;
    expect(label('/cases')).toBe('სამედიცინო შემთხვევები');
    expect(label('/patients')).toBe('პაციენტები');
    expect(ka['nav.medicalHistory'].defaultMessage).toBe('სამედიცინო ისტორია');
  });

  it.each(USER_TYPES)('offers every signed-in person (%s) the profile pages, and no guest pages', (role) => {
    const menu = menuFor(role);
    expect(hrefs(menu.account)).toEqual(PROFILE_PAGES);
    expect(hrefs([...menu.main, ...menu.account])).not.toContain('/login');
    expect(hrefs([...menu.main, ...menu.account])).not.toContain('/register');
  });

  it.each(['Doctor', 'ClinicOperator'] as const)('offers a clinic\'s support staff (%s) its problem reports, and nobody else', (role) => {
    expect(hrefs(menuFor(role, { support: true }).main)).toEqual([...hrefs(menuFor(role).main), '/support/reports']);
    expect(hrefs(menuFor(role).main)).not.toContain('/support/reports');
    expect(menuFor(role, { support: true }).account).toEqual(menuFor(role).account);
  });

  it('never offers a patient the problem reports, which are staff pages, whatever a stale flag says', () => {
    expect(hrefs(menuFor('Patient', { support: true }).main)).toEqual(hrefs(menuFor('Patient').main));
    const route = ROUTES.find((r) => r.path === '/support/reports')!;
    expect(route.roles).not.toContain('Patient');
  });

  it('links only to routes that exist, public ones for visitors and, for signed-in people, protected ones and the clinics', () => {
    const access = (href: string) => ROUTES.find((r) => r.path === href)?.access;
    for (const item of menuFor(null).main) expect(['public', 'guest'], item.href).toContain(access(item.href));
    for (const role of USER_TYPES) {
      const { main, account } = menuFor(role, { support: true, admin: true });
      // The clinics are a public catalogue a patient writes to from (SPEC §2: /clinics/{id}/inquiry).
      for (const item of [...main, ...account]) expect(access(item.href), item.href).toBe(item.href === '/clinics' ? 'public' : 'protected');
    }
  });

  it.each(USER_TYPES)('links a %s only to pages meant for their role', (role) => {
    // Support staff are a clinic's doctors and operators (server/features/reports/reports.rules.ts).
    const { main, account } = menuFor(role, { support: role !== 'Patient', admin: true });
    for (const item of [...main, ...account]) {
      const roles = ROUTES.find((r) => r.path === item.href)?.roles;
      if (roles) expect(roles, item.href).toContain(role);
    }
  });

  it('labels every link with a message in both languages', () => {
    const all = [menuFor(null), ...USER_TYPES.map((r) => menuFor(r, { support: true, admin: true }))].flatMap((m) => [...m.main, ...m.account]);
    for (const item of all) {
      expect(en, item.label).toHaveProperty([item.label]);
      expect(ka, item.label).toHaveProperty([item.label]);
    }
  });
});
