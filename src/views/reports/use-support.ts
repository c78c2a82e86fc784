import { useSelector } from '@xstate/react';
import { useRuntime } from '../actors';

const NONE: number[] = [];

/**
 * The clinics the signed-in person is support staff of (issue 14): null while no one is signed
 * in yet, [] for everyone else (also what a server from before support staff existed means).
 */
export function useSupportClinics(): number[] | null {
  return useSelector(useRuntime().session, (s) => (s.context.user ? (s.context.user.support_clinics ?? NONE) : null));
}
