import type { Icd10Entry } from '../../../src/protocol/case-schemas';

/** One entry of the list, Georgian first as the knowledge base writes its texts: `E('I10', 'ესენციური …', 'Essential …')`. */
export const E = (code: string, ka: string, en: string): Icd10Entry => ({ code, name: { ka, en } });
