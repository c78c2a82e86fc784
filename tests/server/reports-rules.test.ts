import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/protocol/errors';
import { REPORT_PREVIEW_MAX, type CreateReportBody } from '../../src/protocol/reports';
import type { User } from '../../src/protocol/user';
import { loadConfig } from '../../server/config';
import {
  checkedReport, isStaffOf, mayHoldSupport, mayManageSupportOf, mayReadReportsOf, maySendReportTo, reportDestinationIds, reportExpiry, reportPreview, type Person,
} from '../../server/features/reports/reports.rules';
import { sessionLog } from './reports-support';

const person = (type: User['type'], clinics: User['clinics'] = [], support: number[] = []): Person => ({ type, clinics, support_clinics: support });
const patient = person('Patient');
const doctor = person('Doctor', [{ id: 1, role: 'doctor' }]);
const admin = person('ClinicOperator', [{ id: 1, role: 'admin' }]);
const support = person('ClinicOperator', [{ id: 1, role: 'operator' }], [1]);
/** A grant left behind after the person stopped working for the clinic. */
const formerSupport = person('ClinicOperator', [], [1]);
/** A patient row can never be staff, even with a stray membership. */
const patientMember = person('Patient', [{ id: 1, role: 'operator' }], [1]);

describe('who works for a clinic', () => {
  it('is a doctor or operator with a membership there, in any role', () => {
    expect([doctor, admin, support].map((p) => isStaffOf(p, 1))).toEqual([true, true, true]);
    expect([doctor, admin, support].map((p) => isStaffOf(p, 2))).toEqual([false, false, false]);
    expect([patient, patientMember, formerSupport].map((p) => isStaffOf(p, 1))).toEqual([false, false, false]);
  });
});

describe('who may send a report where', () => {
  it('lets a patient send to any clinic and staff only to their own', () => {
    expect([maySendReportTo(patient, 1), maySendReportTo(patient, 2)]).toEqual([true, true]);
    expect([maySendReportTo(doctor, 1), maySendReportTo(doctor, 2)]).toEqual([true, false]);
    expect([maySendReportTo(admin, 1), maySendReportTo(support, 2), maySendReportTo(person('Doctor'), 1)]).toEqual([true, false, false]);
  });
});

describe("who may read a clinic's reports", () => {
  it('is only support of that clinic who still works there', () => {
    expect(mayReadReportsOf(support, 1)).toBe(true);
    expect(mayReadReportsOf(person('ClinicOperator', [{ id: 1, role: 'operator' }, { id: 2, role: 'operator' }], [1]), 2)).toBe(false);
    for (const p of [patient, doctor, admin, formerSupport, patientMember]) expect(mayReadReportsOf(p, 1)).toBe(false);
  });
});

describe('who may grant the support role', () => {
  it("is only an administrator of that clinic, and only to that clinic's staff", () => {
    expect([mayManageSupportOf(admin, 1), mayManageSupportOf(admin, 2)]).toEqual([true, false]);
    for (const p of [patient, doctor, support, patientMember]) expect(mayManageSupportOf(p, 1)).toBe(false);
    expect([mayHoldSupport(doctor, 1), mayHoldSupport(support, 1), mayHoldSupport(admin, 1)]).toEqual([true, true, true]);
    expect([mayHoldSupport(doctor, 2), mayHoldSupport(patient, 1), mayHoldSupport(patientMember, 1)]).toEqual([false, false, false]);
  });
});

describe('where a report may go', () => {
  const none = { latestAppointmentClinic: null, latestChatClinic: null };

  it("offers a patient every clinic, suggesting their latest appointment's, else their latest chat's", () => {
    expect(reportDestinationIds(patient, [1, 2, 3], none)).toEqual({ clinicIds: [1, 2, 3], suggested: null });
    expect(reportDestinationIds(patient, [1, 2, 3], { latestAppointmentClinic: 2, latestChatClinic: 3 }).suggested).toBe(2);
    expect(reportDestinationIds(patient, [1, 2, 3], { latestAppointmentClinic: null, latestChatClinic: 3 }).suggested).toBe(3);
    // A clinic no longer in the catalogue is not suggested.
    expect(reportDestinationIds(patient, [1, 2], { latestAppointmentClinic: 9, latestChatClinic: 2 }).suggested).toBe(2);
  });

  it('offers staff their own clinics, suggesting the first', () => {
    const twoClinics = person('Doctor', [{ id: 3, role: 'doctor' }, { id: 1, role: 'doctor' }]);
    expect(reportDestinationIds(twoClinics, [1, 2, 3], { latestAppointmentClinic: 2, latestChatClinic: 2 })).toEqual({ clinicIds: [3, 1], suggested: 3 });
    expect(reportDestinationIds(person('Doctor'), [1, 2], none)).toEqual({ clinicIds: [], suggested: null });
  });
});

describe('a report as it is stored', () => {
  const body = (over: Partial<CreateReportBody> = {}): CreateReportBody => ({ text: 'ტექსტი', clinic_id: 1, consent: true, log: sessionLog(), build: 'b', ...over });
  const codeOf = (f: () => unknown) => {
    try {
      f();
      return null;
    } catch (err) {
      return err instanceof AppError ? [err.status, err.code, err.errors?.[0]?.code ?? null] : err;
    }
  };

  it('trims the text and keeps the rest', () => {
    expect(checkedReport(body({ text: ' \n ზარი გაქრა\t ' }))).toEqual(body({ text: 'ზარი გაქრა' }));
    expect(checkedReport(body({ consent: false, log: null })).log).toBeNull();
  });

  it('refuses a text of nothing but white space, a text too long, and a log without consent', () => {
    expect(codeOf(() => checkedReport(body({ text: ' \n\t ' })))).toEqual([422, 'validation', 'field.required']);
    expect(codeOf(() => checkedReport(body({ text: 'ა'.repeat(4001) })))).toEqual([422, 'validation', 'field.too_long']);
    expect(codeOf(() => checkedReport(body({ text: ` ${'ა'.repeat(4000)} ` })))).toBeNull();
    expect(codeOf(() => checkedReport(body({ consent: false })))).toEqual([400, 'report_log_without_consent', null]);
  });
});

describe('a preview', () => {
  it('is the text on one line, cut with … at 160 characters', () => {
    expect(reportPreview(' ზარი\n\n  გაქრა ')).toBe('ზარი გაქრა');
    expect(reportPreview('ა'.repeat(REPORT_PREVIEW_MAX))).toBe('ა'.repeat(REPORT_PREVIEW_MAX));
    const cut = reportPreview('ა'.repeat(REPORT_PREVIEW_MAX + 1));
    expect(cut).toBe(`${'ა'.repeat(REPORT_PREVIEW_MAX - 1)}…`);
    expect(cut.length).toBe(REPORT_PREVIEW_MAX);
  });

  it('never cuts a character outside the basic plane in two', () => {
    const cut = reportPreview(`${'a'.repeat(REPORT_PREVIEW_MAX - 2)}😀😀😀`);
    expect(cut).toBe(`${'a'.repeat(REPORT_PREVIEW_MAX - 2)}…`);
    expect(cut.length).toBeLessThanOrEqual(REPORT_PREVIEW_MAX);
  });
});

describe('retention', () => {
  it('keeps a report REPORT_RETENTION_DAYS days, 90 unless set, from 1 to 3650', () => {
    expect(reportExpiry(new Date('2026-11-21T10:00:00Z'), 90).toISOString()).toBe('2027-02-19T10:00:00.000Z');
    expect(loadConfig({}).reportRetentionDays).toBe(90);
    expect(loadConfig({ REPORT_RETENTION_DAYS: '30' }).reportRetentionDays).toBe(30);
    for (const bad of ['0', '-1', '1.5', 'ninety', '3651']) expect(() => loadConfig({ REPORT_RETENTION_DAYS: bad })).toThrow(/REPORT_RETENTION_DAYS/);
  });
});
