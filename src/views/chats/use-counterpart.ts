import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { counterpartOf } from '../../machines/chats/chat-rules';
import type { ChatSpace } from '../../protocol/chats';
import { pickLocalized } from '../../protocol/common';
import { useRuntime } from '../actors';
import { useClinicEntry, usePresence, useUserEntry } from '../live/use-live';
import { useLanguage } from '../services/catalog-hooks';

export interface CounterpartView {
  /** Null while the directory has not answered yet. */
  name: string | null;
  photo: string | null;
  initials: string;
  /** What they are to the person: a doctor's speciality, "Patient", "Clinic". */
  subText: string;
  /** online/offline for a person (clinics have no single presence); undefined while unknown. */
  status: 'online' | 'offline' | undefined;
}

/** The other side of a chat as the signed-in person sees it: name, photo, sub-text and presence. */
export function useCounterpart(space: Pick<ChatSpace, 'type' | 'chat_space'>): CounterpartView {
  const intl = useIntl();
  const lang = useLanguage();
  const me = useSelector(useRuntime().session, (s) => s.context.user);
  const specialities = useSelector(useRuntime().statics, (s) => s.context.lists?.specialities ?? null);
  const other = me ? counterpartOf(space, me) : null;
  const person = useUserEntry(other?.kind === 'user' ? other.id : null);
  const clinic = useClinicEntry(other?.kind === 'clinic' ? other.id : null);
  const presence = usePresence(other?.kind === 'user' ? [other.id] : []);

  if (other?.kind === 'clinic') {
    const name = clinic ? pickLocalized(clinic.name, lang) : null;
    const subText = intl.formatMessage({ id: 'chats.party.clinic' });
    return { name, photo: clinic?.logo ?? null, initials: name?.slice(0, 1) ?? '', subText, status: undefined };
  }
  const first = person ? pickLocalized(person.firstname, lang) : '';
  const last = person ? pickLocalized(person.lastname, lang) : '';
  const speciality = person?.speciality_id != null ? specialities?.find((s) => s.id === person.speciality_id) : undefined;
  const subText = speciality
    ? pickLocalized(speciality.name, lang)
    : intl.formatMessage({ id: other?.role === 'Doctor' ? 'chats.party.doctor' : 'chats.party.patient' });
  return {
    name: person ? `${first} ${last}`.trim() : null,
    photo: person?.photo ?? null,
    initials: `${first.slice(0, 1)}${last.slice(0, 1)}`,
    subText,
    status: other?.kind === 'user' ? presence[other.id] : undefined,
  };
}
