import type { Localized } from './common';

/**
 * The static lists the client loads at start-up (SPEC §7): lab tests and patient log types from
 * `data`, the other four from `data.data`. Items carry at least an id and a localized name;
 * src/protocol/catalog.ts has the full schemas.
 */
export interface StaticItem {
  id: number;
  name: Localized;
  [field: string]: unknown;
}

export interface StaticLists {
  labtests: StaticItem[];
  patientLogTypes: StaticItem[];
  serviceCategories: StaticItem[];
  serviceTemplates: StaticItem[];
  specialities: StaticItem[];
  services: StaticItem[];
}
