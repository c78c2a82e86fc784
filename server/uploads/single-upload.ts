import type { FastifyRequest } from 'fastify';
import { AppError } from '../../src/protocol/errors';
import { multipartError } from './multipart-errors';
import { UNSTORABLE } from '../plugins/safe-text';

/**
 * Reads the one file of a multipart request into memory, at most `maxBytes` long.
 * Answers with coded errors: `upload.missing` (422; not multipart, no file, an empty file, or the
 * file under another field name), `upload.too_many` (422; a second file), `upload.too_large`
 * (413; the file is longer than `maxBytes`), `upload.malformed` (400; a body that is not valid
 * multipart). Plain form fields are ignored.
 */
export async function readSingleUpload(request: FastifyRequest, opts: { field: string; maxBytes: number }): Promise<Buffer> {
  return (await readSingleUploadFile(request, opts)).bytes;
}

/** As `readSingleUpload`, also giving the file name the sender chose (for display only, never trusted). */
export async function readSingleUploadFile(request: FastifyRequest, opts: { field: string; maxBytes: number }): Promise<{ bytes: Buffer; filename: string }> {
  const missing = new AppError('upload.missing', 422, { message: `Send one file in the multipart field '${opts.field}'` });
  if (!request.isMultipart()) throw missing;
  const tooLarge = new AppError('upload.too_large', 413, {
    message: `The file is larger than ${Math.floor(opts.maxBytes / (1024 * 1024))} MB`,
    errors: [{ path: opts.field, code: 'upload.too_large', params: { limit: opts.maxBytes } }],
  });
  let found: Buffer | null = null;
  let filename = '';
  let elsewhere = false;
  try {
    // `files: 1` makes a second file end the iteration with FST_FILES_LIMIT.
    for await (const part of request.parts({ limits: { files: 1, fileSize: opts.maxBytes, fields: 10, parts: 20 } })) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw tooLarge;
      if (part.fieldname === opts.field) {
        found = bytes;
        // Shown, never trusted: what cannot be stored is dropped rather than the file refused.
        filename = storableFilename(part.filename ?? '');
      } else elsewhere = true;
    }
  } catch (err) {
    throw multipartError(err, tooLarge);
  }
  if (!found || found.length === 0) {
    if (elsewhere) throw new AppError('upload.missing', 422, { message: `The file must be sent in the field '${opts.field}'` });
    throw missing;
  }
  return { bytes: found, filename };
}

/** A file name with NUL characters and broken surrogate halves removed. */
function storableFilename(name: string): string {
  return name.replace(new RegExp(UNSTORABLE, 'g'), '');
}
