import type { Clinic } from '../../../protocol/catalog';
import type { Case } from '../../../protocol/cases';
import type { Language } from '../../../protocol/common';

/**
 * What the printable report (/cases/{id}/report) shows: the case, its clinic for the header (name,
 * logo, address, phones; null when it could not be read, and the case's own clinic name stands in)
 * and the address of the server-rendered PDF in each language (the session cookie authorises it).
 */
export interface CaseReportData {
  case: Case;
  clinic: Clinic | null;
  pdf: Record<Language, string>;
}
