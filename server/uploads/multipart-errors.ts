import { AppError } from '../../src/protocol/errors';

/**
 * The coded error for a failure while reading a multipart body. Limits the route set map to
 * their own codes; anything else the parser throws (no boundary, a body cut before its closing
 * boundary, garbage, a boundary beyond the standard's 70 characters, broken part headers) is the
 * sender's malformed upload: 400 `upload.malformed`, never a 500.
 */
export function multipartError(err: unknown, tooLarge: AppError): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge;
  if (code === 'FST_FILES_LIMIT') return new AppError('upload.too_many', 422, { message: 'Send exactly one file' });
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new AppError('bad_request', 400, { message: 'Too many form fields' });
  return new AppError('upload.malformed', 400, { message: 'The upload could not be read; send it again' });
}
