import type { Localized } from '../../../src/protocol/common';

/** A text in both languages, Georgian first: `L('თავის ტკივილი', 'Headache')`. */
export const L = (ka: string, en: string): Localized => ({ ka, en });
