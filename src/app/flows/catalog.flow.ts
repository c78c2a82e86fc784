import { fromPromise } from 'xstate';
import { catalogListMachine, type CatalogPage, type CatalogPageRequest } from '../../machines/catalog/catalog-list.machine';
import type { FlowDeps } from './flow-deps';
import { resourceFlow } from './resource-flow';

/** The public catalogue: the doctor and service lists, the clinics, and their detail pages. */
export function catalogFlows({ api }: FlowDeps) {
  /** A list read from `GET /api/<path>?q&<filter>&page&limit`. */
  const list = (path: string, filterParam: string) =>
    catalogListMachine.provide({
      actors: {
        'fetch page': fromPromise<CatalogPage, CatalogPageRequest>(({ input }) =>
          api.get<CatalogPage>(path, {
            page: input.page,
            limit: input.limit,
            ...(input.query ? { q: input.query } : {}),
            ...(input.filterId !== null ? { [filterParam]: input.filterId } : {}),
          }),
        ),
      },
    });
  /** One entry read from `GET /api/<path>/:id`. */
  const entry = (path: string) => resourceFlow(({ id }) => api.get<unknown>(`${path}/${encodeURIComponent(id)}`));
  return {
    doctorsList: list('doctors', 'speciality_id'),
    servicesList: list('services', 'category_id'),
    doctor: entry('doctors'),
    service: entry('services'),
    clinic: entry('clinics'),
    /** Every clinic (`GET /api/clinics`); the list has no params. */
    clinics: resourceFlow(() => api.get<unknown>('clinics')),
  };
}

