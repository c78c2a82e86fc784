import type { Db } from '../db/connection';

/** The clinic memberships the access rules read. */
export function accessRepository(db: Db) {
  return {
    /** The clinics a person operates (an operator or administrator of it, with the ClinicOperator type). */
    async operatorClinics(userId: string): Promise<number[]> {
      const rows = await db
        .selectFrom('clinic_members')
        .innerJoin('users', 'users.id', 'clinic_members.user_id')
        .select('clinic_members.clinic_id')
        .where('clinic_members.user_id', '=', userId)
        .where('users.type', '=', 'ClinicOperator')
        .where('clinic_members.deactivated_at', 'is', null)
        .execute();
      return rows.map((r) => r.clinic_id);
    },

    /** The clinics a person administers (a ClinicOperator with the clinic role `admin`: src/protocol/clinic-admin.ts). */
    async adminClinics(userId: string): Promise<number[]> {
      const rows = await db
        .selectFrom('clinic_members')
        .innerJoin('users', 'users.id', 'clinic_members.user_id')
        .select('clinic_members.clinic_id as clinic_id')
        .where('clinic_members.user_id', '=', userId)
        .where('clinic_members.role', '=', 'admin')
        .where('users.type', '=', 'ClinicOperator')
        .where('clinic_members.deactivated_at', 'is', null)
        .execute();
      return rows.map((r) => r.clinic_id).sort((a, b) => a - b);
    },
  };
}
