import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { CheckupSnapshot } from '../../machines/checkups/checkup.machine';
import { useFlow, useRuntime } from '../actors';
import type { Face } from '../services/catalog-hooks';

function face(s: CheckupSnapshot): Face {
  if (s.hasTag('content')) return 'content';
  if (s.hasTag('not found')) return 'notFound';
  if (s.hasTag('failed')) return 'failed';
  return 'loading';
}

/** Adapter between /p/checkup/{id} and its machine: starts it for the address and the viewer, tells it when the address changes. */
export function useCheckup(id: string, viewerId: string) {
  const runtime = useRuntime();
  const ref = useActorRef(useFlow('checkup'), { ...runtime.flowOptions, input: { id, viewerId } });
  useEffect(() => {
    ref.send({ type: 'route.changed', id });
  }, [ref, id]);
  return {
    face: useSelector(ref, face),
    page: useSelector(ref, (s) => s.context.page),
    error: useSelector(ref, (s) => s.context.error),
    startError: useSelector(ref, (s) => s.context.startError),
    starting: useSelector(ref, (s) => s.hasTag('starting')),
    canStart: useSelector(ref, (s) => s.can({ type: 'user.startInterview' })),
    retry: () => ref.send({ type: 'user.retry' }),
    startInterview: () => ref.send({ type: 'user.startInterview' }),
  };
}
