import { useSelector } from '@xstate/react';
import { pickLocalized, type Language } from '../../protocol/common';
import type { CallInfo } from '../../protocol/calls';
import { useRuntime } from '../actors';
import { useUserEntry } from '../live/use-live';

/** The person on the other side of a call, as the call screens show them. */
export interface CallParty {
  id: string | null;
  name: string | null;
  photo: string | null;
  initials: string;
}

/** The other side of `call` for the signed-in person: the caller for a callee, else the callee (null while a clinic is rung). */
export function useCallParty(call: CallInfo | null, me: string | null): CallParty {
  const lang = useSelector(useRuntime().locale, (s) => s.context.locale) as Language;
  const id = call ? (call.caller_id === me ? call.callee_id : call.caller_id) : null;
  const entry = useUserEntry(id);
  const first = entry ? pickLocalized(entry.firstname, lang) : '';
  const last = entry ? pickLocalized(entry.lastname, lang) : '';
  const name = entry ? `${first} ${last}`.trim() : null;
  return { id, name, photo: entry?.photo ?? null, initials: `${first.slice(0, 1)}${last.slice(0, 1)}` };
}
