import type { Icd10Entry } from '../../../src/protocol/case-schemas';

/**
 * A minimal stand-in for the curated ICD-10 list (issue 13): a dozen real common primary-care
 * codes with their WHO names in English and the names Georgian clinics use. The real list (every
 * condition of the symptom checker's knowledge base plus the common primary-care codes) replaces
 * this file, keeping these two exports.
 */
const ENTRIES: readonly Icd10Entry[] = [
  { code: 'E11.9', name: { ka: 'ინსულინდამოუკიდებელი შაქრიანი დიაბეტი, გართულებების გარეშე', en: 'Non-insulin-dependent diabetes mellitus, without complications' } },
  { code: 'E78.5', name: { ka: 'ჰიპერლიპიდემია, დაუზუსტებელი', en: 'Hyperlipidaemia, unspecified' } },
  { code: 'I10', name: { ka: 'ესენციური (პირველადი) ჰიპერტენზია', en: 'Essential (primary) hypertension' } },
  { code: 'I20.9', name: { ka: 'სტენოკარდია, დაუზუსტებელი', en: 'Angina pectoris, unspecified' } },
  { code: 'J06.9', name: { ka: 'ზედა სასუნთქი გზების მწვავე ინფექცია, დაუზუსტებელი', en: 'Acute upper respiratory infection, unspecified' } },
  { code: 'J20.9', name: { ka: 'მწვავე ბრონქიტი, დაუზუსტებელი', en: 'Acute bronchitis, unspecified' } },
  { code: 'J45.9', name: { ka: 'ასთმა, დაუზუსტებელი', en: 'Asthma, unspecified' } },
  { code: 'K29.7', name: { ka: 'გასტრიტი, დაუზუსტებელი', en: 'Gastritis, unspecified' } },
  { code: 'M54.5', name: { ka: 'ტკივილი წელის არეში', en: 'Low back pain' } },
  { code: 'N39.0', name: { ka: 'საშარდე გზების ინფექცია, ლოკალიზაცია დაუზუსტებელი', en: 'Urinary tract infection, site not specified' } },
  { code: 'R51', name: { ka: 'თავის ტკივილი', en: 'Headache' } },
];

const byCode = new Map(ENTRIES.map((e) => [e.code, e]));

/** The entry of an exact code (as written in the list, e.g. `J06.9`), or undefined. */
export function findIcd10(code: string): Icd10Entry | undefined {
  return byCode.get(code.trim().toUpperCase());
}

/** Entries whose code starts with `q` or whose name (either language) contains it, at most `limit`. */
export function searchIcd10(q: string, limit: number): Icd10Entry[] {
  const needle = q.trim().toLocaleLowerCase();
  if (!needle) return [];
  return ENTRIES.filter(
    (e) => e.code.toLowerCase().startsWith(needle) || e.name.ka.toLocaleLowerCase().includes(needle) || e.name.en.toLocaleLowerCase().includes(needle),
  ).slice(0, Math.max(0, limit));
}
