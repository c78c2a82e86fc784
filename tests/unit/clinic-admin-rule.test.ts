import { describe, expect, it } from 'vitest';
import { administeredClinicIds, deskClinicIds, isAdministrator, mayAdminister, mayRegisterPatients, type ClinicPerson } from '../../src/protocol/clinic-admin';

const person = (type: ClinicPerson['type'], clinics: ClinicPerson['clinics']): ClinicPerson => ({ type, clinics });

describe('who runs a clinic (src/protocol/clinic-admin.ts)', () => {
  const admin = person('ClinicOperator', [{ id: 2, role: 'admin' }, { id: 1, role: 'operator' }, { id: 3, role: 'admin' }]);
  const desk = person('ClinicOperator', [{ id: 1, role: 'operator' }]);
  const doctor = person('Doctor', [{ id: 1, role: 'admin' }]);
  const patient = person('Patient', []);

  it('makes an operator holding the admin role the administrator of exactly those clinics', () => {
    expect(administeredClinicIds(admin)).toEqual([2, 3]);
    expect(mayAdminister(admin, 2)).toBe(true);
    expect(mayAdminister(admin, 1)).toBe(false);
    expect(isAdministrator(admin)).toBe(true);
  });

  it('gives a plain operator, a doctor (whatever role a row says), a patient and nobody no clinic to administer', () => {
    for (const p of [desk, doctor, patient, null, undefined]) {
      expect(administeredClinicIds(p)).toEqual([]);
      expect(isAdministrator(p)).toBe(false);
      expect(mayAdminister(p, 1)).toBe(false);
    }
  });

  it('lets every operator of a clinic, administrator or not, register patients at its desk, and nobody else', () => {
    expect(deskClinicIds(admin)).toEqual([1, 2, 3]);
    expect(deskClinicIds(desk)).toEqual([1]);
    expect(mayRegisterPatients(desk)).toBe(true);
    expect(mayRegisterPatients(person('ClinicOperator', []))).toBe(false);
    for (const p of [doctor, patient, null]) expect(mayRegisterPatients(p)).toBe(false);
  });
});
