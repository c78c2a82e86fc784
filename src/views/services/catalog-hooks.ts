import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { CatalogListInput, CatalogListMachine, CatalogListSnapshot } from '../../machines/catalog/catalog-list.machine';
import type { ResourceMachine, ResourceParams, ResourceSnapshot } from '../../machines/catalog/resource.machine';
import type { Language } from '../../protocol/common';
import { useRuntime } from '../actors';

/** The person's language, for `pickLocalized`, dates and prices. */
export function useLanguage(): Language {
  return useSelector(useRuntime().locale, (s) => s.context.locale);
}

/** Which of its faces a read-only screen shows. */
export type Face = 'loading' | 'content' | 'empty' | 'notFound' | 'failed';

function resourceFace(s: ResourceSnapshot): Face {
  if (s.hasTag('content')) return 'content';
  if (s.hasTag('empty')) return 'empty';
  if (s.hasTag('not found')) return 'notFound';
  if (s.hasTag('failed')) return 'failed';
  return 'loading';
}

/**
 * Adapter between a detail page and its resource machine: starts it with the route params and
 * tells it when they change (a link from one doctor to another keeps the page mounted).
 */
export function useResource<T>(machine: ResourceMachine, params: ResourceParams) {
  const runtime = useRuntime();
  const ref = useActorRef(machine, { ...runtime.flowOptions, input: { params } });
  const key = JSON.stringify(params);
  useEffect(() => {
    ref.send({ type: 'route.changed', params: JSON.parse(key) as ResourceParams });
  }, [ref, key]);
  return {
    face: useSelector(ref, resourceFace),
    data: useSelector(ref, (s) => s.context.data as T | null),
    error: useSelector(ref, (s) => s.context.error),
    retry: () => ref.send({ type: 'user.retry' }),
  };
}

function listFace(s: CatalogListSnapshot): Face {
  if (s.hasTag('content')) return 'content';
  if (s.hasTag('empty')) return 'empty';
  if (s.hasTag('failed')) return 'failed';
  return 'loading';
}

/** A catalogue list screen's actor and the narrow values its view shows. */
export function useCatalogList<T>(machine: CatalogListMachine, input: CatalogListInput) {
  const runtime = useRuntime();
  const ref = useActorRef(machine, { ...runtime.flowOptions, input });
  return {
    ref,
    face: useSelector(ref, listFace),
    /** Loading or waiting for a pause in typing (what was shown stays, dimmed). */
    busy: useSelector(ref, (s) => s.hasTag('loading')),
    items: useSelector(ref, (s) => s.context.items as T[]),
    total: useSelector(ref, (s) => s.context.total),
    query: useSelector(ref, (s) => s.context.query),
    filterId: useSelector(ref, (s) => s.context.filterId),
    error: useSelector(ref, (s) => s.context.error),
    canShowMore: useSelector(ref, (s) => s.can({ type: 'user.showMore' })),
    loadingMore: useSelector(ref, (s) => s.hasTag('loading more')),
    moreFailed: useSelector(ref, (s) => s.hasTag('more failed')),
  };
}
