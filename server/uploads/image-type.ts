import type { AvatarFormat } from '../../src/protocol/profile';

/** What an uploaded image really is, decided by its first bytes. */
export interface ImageType {
  format: AvatarFormat;
  ext: string;
  contentType: string;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Recognises PNG, JPEG, WebP and GIF by their magic bytes. The file name and the declared
 * mimetype are never consulted: they are whatever the sender chose. Anything else (SVG, HTML,
 * text, PDF, a renamed executable) is null.
 */
export function sniffImage(bytes: Buffer): ImageType | null {
  const ascii = (from: number, to: number) => bytes.toString('latin1', from, to);
  // PNG: signature, then the IHDR chunk must come first.
  if (bytes.length >= 24 && bytes.subarray(0, 8).equals(PNG_SIGNATURE) && ascii(12, 16) === 'IHDR') {
    return { format: 'png', ext: 'png', contentType: 'image/png' };
  }
  // JPEG: start-of-image marker followed by another marker.
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { format: 'jpeg', ext: 'jpg', contentType: 'image/jpeg' };
  }
  // WebP: a RIFF container of type WEBP holding a VP8, VP8L or VP8X chunk.
  if (bytes.length >= 16 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP' && /^VP8[ LX]$/.test(ascii(12, 16))) {
    return { format: 'webp', ext: 'webp', contentType: 'image/webp' };
  }
  // GIF: either version of the header plus the logical screen descriptor.
  if (bytes.length >= 13 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) {
    return { format: 'gif', ext: 'gif', contentType: 'image/gif' };
  }
  return null;
}
