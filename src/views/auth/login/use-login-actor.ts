import { useActorRef } from '@xstate/react';
import type { LoginActorRef } from '../../../machines/login/login.machine';
import { useFlow, useRuntime } from '../../actors';

/**
 * The login flow's adapter: starts the provided login machine with what the page opened with —
 * the `identifier` query of the URL (submitted at once) and the identifier this device already
 * found unknown (shown with the 'ID not Found' warning instead of sending the person away again).
 */
export function useLoginActor(queryIdentifier: string | null): LoginActorRef {
  const runtime = useRuntime();
  return useActorRef(useFlow('login'), {
    ...runtime.flowOptions,
    input: { identifier: queryIdentifier, unknownIdentifier: runtime.device.pendingIdentifier() },
  });
}
