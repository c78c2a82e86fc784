import type { FastifyRequest } from 'fastify';
import { AppError } from '../../src/protocol/errors';

/**
 * Reads the one file of a multipart request into memory, at most `maxBytes` long.
 * Answers with coded errors: `upload.missing` (422; not multipart, no file, an empty file, or the
 * file under another field name), `upload.too_many` (422; a second file), `upload.too_large`
 * (413; the file is longer than `maxBytes`). Plain form fields are ignored.
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
        filename = part.filename ?? '';
      } else elsewhere = true;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge;
    if (code === 'FST_FILES_LIMIT') throw new AppError('upload.too_many', 422, { message: 'Send exactly one file' });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError('bad_request', 400, { message: 'Too many form fields' });
    throw err;
  }
  if (!found || found.length === 0) {
    if (elsewhere) throw new AppError('upload.missing', 422, { message: `The file must be sent in the field '${opts.field}'` });
    throw missing;
  }
  return { bytes: found, filename };
}
