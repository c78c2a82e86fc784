import type { Db } from '../../db/connection';

/** Interview rows; this issue binds guest interviews to patients. */
export function interviewsRepository(db: Db) {
  return {
    /** The interview's owner: a patient id, null for a guest interview, undefined when it does not exist. */
    async patientOf(id: string): Promise<string | null | undefined> {
      const row = await db.selectFrom('interviews').select('patient_id').where('id', '=', id).executeTakeFirst();
      return row ? row.patient_id : undefined;
    },

    /** Gives a guest interview to a patient; false when it has an owner already (or is gone). */
    async bindGuest(id: string, patientId: string): Promise<boolean> {
      const row = await db
        .updateTable('interviews')
        .set({ patient_id: patientId })
        .where('id', '=', id)
        .where('patient_id', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
