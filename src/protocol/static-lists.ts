import type { Labtest, PatientLogType, Service, ServiceCategory, ServiceTemplate, Speciality } from './catalog';

/**
 * The static lists the client loads at start-up (SPEC §7): lab tests and patient log types from
 * `data`, the other four from `data.data`. Schemas are in src/protocol/catalog.ts.
 */
export interface StaticLists {
  labtests: Labtest[];
  patientLogTypes: PatientLogType[];
  serviceCategories: ServiceCategory[];
  serviceTemplates: ServiceTemplate[];
  specialities: Speciality[];
  services: Service[];
}
