import type { Db } from '../db/connection';

/**
 * The top folders of the uploads folder whose files belong to a database row, with the rows that
 * name them. The start-up sweep (./sweep.ts) removes only files in these folders that no row
 * names: a feature that stores uploads in a new folder, or names them from a new column, adds it
 * here (tests/server/uploads-sweep.test.ts checks every caller of `writeUpload` is covered).
 *
 * - `avatars/`: users.photo_path (profile photos, doctors' photos set by a clinic, seeded ones)
 * - `clinics/`: clinics.logo
 * - `chat-files/<space>/<message>`: messages of kind 'file' (the path is the message's)
 * - `cases/`: patient_case_files.storage_key, unless the file was deleted
 * - `schedules/`: schedule_files.storage_key
 */
export const OWNED_FOLDERS = ['avatars', 'clinics', 'chat-files', 'cases', 'schedules'] as const;

/** Every upload path (relative to the uploads folder) a row names. */
export async function referencedUploads(db: Db): Promise<Set<string>> {
  const [photos, logos, messages, caseFiles, scheduleFiles] = await Promise.all([
    db.selectFrom('users').select('photo_path as path').where('photo_path', 'is not', null).execute(),
    db.selectFrom('clinics').select('logo as path').where('logo', 'is not', null).execute(),
    db.selectFrom('messages').select(['chat_space_id', 'id']).where('kind', '=', 'file').execute(),
    db.selectFrom('patient_case_files').select('storage_key as path').where('deleted_at', 'is', null).execute(),
    db.selectFrom('schedule_files').select('storage_key as path').execute(),
  ]);
  const paths = new Set<string>();
  for (const { path } of [...photos, ...logos, ...caseFiles, ...scheduleFiles]) if (path) paths.add(path);
  for (const m of messages) paths.add(`chat-files/${m.chat_space_id}/${m.id}`);
  return paths;
}
