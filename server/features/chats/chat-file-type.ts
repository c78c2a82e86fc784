import { sniffImage } from '../../uploads/image-type';

/** What an uploaded chat file really is, decided by its bytes. */
export interface ChatFileType {
  ext: string;
  contentType: string;
  /** Images are shown inline; everything else is only ever downloaded. */
  inline: boolean;
}

const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Office Open XML packages, told apart by the part every such document has. */
const OOXML: Array<[part: string, type: ChatFileType]> = [
  ['word/document.xml', { ext: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', inline: false }],
  ['xl/workbook.xml', { ext: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', inline: false }],
  ['ppt/presentation.xml', { ext: 'pptx', contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', inline: false }],
];

/** OpenDocument packages: the first entry is an uncompressed `mimetype` file naming the type. */
const ODF: Record<string, string> = {
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
};

/** Legacy Office files share one container (OLE); the name's extension says which it is. */
const OLE_TYPES: Record<string, string> = { doc: 'application/msword', xls: 'application/vnd.ms-excel', ppt: 'application/vnd.ms-powerpoint' };

/**
 * Recognises the chat file types: PNG, JPEG, WebP and GIF images, PDF, Word, Excel and
 * PowerPoint (both the current and the legacy formats) and OpenDocument text, spreadsheets and
 * presentations. The declared mimetype is never consulted; the name only picks among legacy
 * Office formats whose bytes are already an Office container. Anything else is null.
 */
export function sniffChatFile(bytes: Buffer, filename: string): ChatFileType | null {
  const image = sniffImage(bytes);
  if (image) return { ext: image.ext, contentType: image.contentType, inline: true };
  if (bytes.length >= 8 && bytes.toString('latin1', 0, 5) === '%PDF-') return { ext: 'pdf', contentType: 'application/pdf', inline: false };
  if (bytes.length >= 30 && bytes.subarray(0, 4).equals(ZIP_SIGNATURE)) {
    if (bytes.toString('latin1', 30, 38) === 'mimetype') {
      const declared = bytes.toString('latin1', 38, 38 + 60);
      for (const [type, ext] of Object.entries(ODF)) if (declared.startsWith(type)) return { ext, contentType: type, inline: false };
      return null;
    }
    if (!bytes.includes('[Content_Types].xml', 0, 'latin1')) return null;
    for (const [part, type] of OOXML) if (bytes.includes(part, 0, 'latin1')) return type;
    return null;
  }
  if (bytes.length >= 512 && bytes.subarray(0, 8).equals(OLE_SIGNATURE)) {
    const ext = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
    const contentType = OLE_TYPES[ext];
    return contentType ? { ext, contentType, inline: false } : null;
  }
  return null;
}

/** Longest stored file name. */
const NAME_MAX = 150;

/**
 * The name shown for a file: the sender's name without folders or control characters, shortened,
 * and ending in the extension of what the file really is.
 */
export function displayName(filename: string, type: ChatFileType): string {
  // eslint-disable-next-line no-control-regex
  let name = (filename.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  const same = ext === type.ext || (ext === 'jpeg' && type.ext === 'jpg');
  if (!same) name = `${name || 'file'}.${type.ext}`;
  if (name.length > NAME_MAX) name = `${name.slice(0, NAME_MAX - type.ext.length - 1)}.${type.ext}`;
  return name;
}

/** A Content-Disposition value: images inline, all else as a download, the name in ASCII and UTF-8. */
export function contentDisposition(name: string, inline: boolean): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
