import { describe, expect, it } from 'vitest';
import {
  compareMessages,
  counterpartOf,
  hasUnseen,
  isUnread,
  laterTime,
  mergeMessages,
  newClientId,
  seenByParty,
  sortSpaces,
  withLastMessage,
  withSeen,
} from '../../src/machines/chats/chat-rules';
import { CHAT_SPACE_TYPES, isClientId, type ChatSpace, type ChatSpaceType } from '../../src/protocol/chats';
import { USER_TYPES, type UserType } from '../../src/protocol/user';
import { at, message, space } from '../machines/chat-fakes';

const parties: ChatSpace['chat_space'] = { doctor_id: 'd-1', patient_id: 'p-1', clinic_id: 7, active_until: null, last_clinic_inquiry: null };
const chat = (type: ChatSpaceType, overrides: Partial<typeof parties> = {}) => ({ type, chat_space: { ...parties, ...overrides } });

describe('counterpartOf', () => {
  // Every chat type × every kind of viewer: the party on the other side (SPEC §4).
  const expected: Record<ChatSpaceType, Record<UserType, ReturnType<typeof counterpartOf>>> = {
    PatientDoctor: {
      Patient: { kind: 'user', id: 'd-1', role: 'Doctor' },
      Doctor: { kind: 'user', id: 'p-1', role: 'Patient' },
      ClinicOperator: { kind: 'user', id: 'p-1', role: 'Patient' },
    },
    DoctorClinic: {
      Patient: { kind: 'user', id: 'd-1', role: 'Doctor' },
      Doctor: { kind: 'clinic', id: 7 },
      ClinicOperator: { kind: 'user', id: 'd-1', role: 'Doctor' },
    },
    PatientClinic: {
      Patient: { kind: 'clinic', id: 7 },
      Doctor: { kind: 'user', id: 'p-1', role: 'Patient' },
      ClinicOperator: { kind: 'user', id: 'p-1', role: 'Patient' },
    },
  };
  for (const type of CHAT_SPACE_TYPES) {
    for (const viewer of USER_TYPES) {
      it(`in a ${type} chat a ${viewer} talks to ${JSON.stringify(expected[type][viewer])}`, () => {
        expect(counterpartOf(chat(type), { id: 'me', type: viewer })).toEqual(expected[type][viewer]);
      });
    }
  }

  it('is null when the other party is missing from the space', () => {
    expect(counterpartOf(chat('PatientDoctor', { doctor_id: null }), { id: 'p-1', type: 'Patient' })).toBeNull();
    expect(counterpartOf(chat('PatientDoctor', { patient_id: null }), { id: 'd-1', type: 'Doctor' })).toBeNull();
    expect(counterpartOf(chat('DoctorClinic', { clinic_id: null }), { id: 'd-1', type: 'Doctor' })).toBeNull();
    expect(counterpartOf(chat('DoctorClinic', { doctor_id: null }), { id: 'o-1', type: 'ClinicOperator' })).toBeNull();
    expect(counterpartOf(chat('PatientClinic', { clinic_id: null }), { id: 'p-1', type: 'Patient' })).toBeNull();
    expect(counterpartOf(chat('PatientClinic', { patient_id: null }), { id: 'o-1', type: 'ClinicOperator' })).toBeNull();
  });

  it('treats clinic 0 as a clinic (only null means none)', () => {
    expect(counterpartOf(chat('PatientClinic', { clinic_id: 0 }), { id: 'p-1', type: 'Patient' })).toEqual({ kind: 'clinic', id: 0 });
  });
});

describe('compareMessages', () => {
  it('orders by time first, whatever the ids', () => {
    expect(compareMessages({ id: 'z', created_at: at(1) }, { id: 'a', created_at: at(2) })).toBeLessThan(0);
    expect(compareMessages({ id: 'a', created_at: at(2) }, { id: 'z', created_at: at(1) })).toBeGreaterThan(0);
  });

  it('breaks a tie of times by id, and calls the same message equal', () => {
    expect(compareMessages({ id: 'a', created_at: at(1) }, { id: 'b', created_at: at(1) })).toBeLessThan(0);
    expect(compareMessages({ id: 'b', created_at: at(1) }, { id: 'a', created_at: at(1) })).toBeGreaterThan(0);
    expect(compareMessages({ id: 'a', created_at: at(1) }, { id: 'a', created_at: at(1) })).toBe(0);
  });

  it('compares instants, not texts (the same time in another notation is a tie)', () => {
    expect(compareMessages({ id: 'a', created_at: '2026-03-01T14:01:00+04:00' }, { id: 'a', created_at: at(1) })).toBe(0);
  });
});

describe('mergeMessages', () => {
  const m1 = message({ id: 'm-1', created_at: at(1) });
  const m2 = message({ id: 'm-2', created_at: at(2) });
  const m3 = message({ id: 'm-3', created_at: at(3) });

  it('puts both lists together oldest first, each message once', () => {
    expect(mergeMessages([m1, m3], [m3, m2])).toEqual([m1, m2, m3]);
  });

  it('keeps the incoming (newer) copy of a message it already holds', () => {
    const edited = { ...m2, text: 'შესწორებული' };
    const merged = mergeMessages([m1, m2, m3], [edited]);
    expect(merged).toEqual([m1, edited, m3]);
    expect(merged[1]).toBe(edited);
  });

  it('orders messages of the same time by id', () => {
    const a = message({ id: 'a', created_at: at(5) });
    const b = message({ id: 'b', created_at: at(5) });
    expect(mergeMessages([b], [a])).toEqual([a, b]);
  });

  it('returns what it knows unchanged when nothing comes in', () => {
    const known = [m1, m2];
    expect(mergeMessages(known, [])).toBe(known);
  });

  it('does not change the lists it is given', () => {
    const known = [m2];
    const incoming = [m1];
    mergeMessages(known, incoming);
    expect(known).toEqual([m2]);
    expect(incoming).toEqual([m1]);
  });
});

describe('laterTime', () => {
  it('counts null as never', () => {
    expect(laterTime(null, null)).toBeNull();
    expect(laterTime(null, at(1))).toBe(at(1));
    expect(laterTime(at(1), null)).toBe(at(1));
  });

  it('answers the later of two times, either way round', () => {
    expect(laterTime(at(1), at(2))).toBe(at(2));
    expect(laterTime(at(2), at(1))).toBe(at(2));
  });

  it('keeps the first on a tie', () => {
    const same = '2026-03-01T14:01:00+04:00';
    expect(laterTime(same, at(1))).toBe(same);
    expect(laterTime(at(1), same)).toBe(at(1));
  });
});

describe('isUnread', () => {
  const last = (sender: string, minute: number) => message({ sender_id: sender, created_at: at(minute) });

  it('is false without a last message', () => {
    expect(isUnread({ last_message: null, last_seen: null }, 'p-1')).toBe(false);
  });

  it('is false when the last message is the person’s own, however old the marker', () => {
    expect(isUnread({ last_message: last('p-1', 5), last_seen: null }, 'p-1')).toBe(false);
    expect(isUnread({ last_message: last('p-1', 5), last_seen: at(1) }, 'p-1')).toBe(false);
  });

  it('is true for someone else’s message the person never saw', () => {
    expect(isUnread({ last_message: last('d-1', 5), last_seen: null }, 'p-1')).toBe(true);
  });

  it('is true only when the message is newer than the marker (a tie counts as seen)', () => {
    expect(isUnread({ last_message: last('d-1', 5), last_seen: at(4) }, 'p-1')).toBe(true);
    expect(isUnread({ last_message: last('d-1', 5), last_seen: at(5) }, 'p-1')).toBe(false);
    expect(isUnread({ last_message: last('d-1', 5), last_seen: at(6) }, 'p-1')).toBe(false);
  });
});

describe('sortSpaces', () => {
  const withLast = (id: string, minute: number | null): ChatSpace =>
    space({ id, last_message: minute === null ? null : message({ id: `m-${id}`, chat_space_id: id, created_at: at(minute) }) });

  it('puts the newest last message first and chats without messages last', () => {
    const sorted = sortSpaces([withLast('a', 1), withLast('b', null), withLast('c', 3), withLast('d', 2)]);
    expect(sorted.map((s) => s.id)).toEqual(['c', 'd', 'a', 'b']);
  });

  it('orders ties (the same time, or no message at all) by id', () => {
    expect(sortSpaces([withLast('y', 2), withLast('x', 2)]).map((s) => s.id)).toEqual(['x', 'y']);
    expect(sortSpaces([withLast('q', null), withLast('p', null)]).map((s) => s.id)).toEqual(['p', 'q']);
  });

  it('returns a new list and leaves the given one as it was', () => {
    const given = [withLast('a', 1), withLast('b', 2)];
    const sorted = sortSpaces(given);
    expect(sorted).not.toBe(given);
    expect(given.map((s) => s.id)).toEqual(['a', 'b']);
  });
});

describe('withLastMessage', () => {
  const m1 = message({ id: 'm-1', created_at: at(1) });
  const m2 = message({ id: 'm-2', created_at: at(2) });

  it('sets the message on a space without one', () => {
    expect(withLastMessage(space(), m1).last_message).toBe(m1);
  });

  it('replaces an older last message', () => {
    const updated = withLastMessage(space({ last_message: m1 }), m2);
    expect(updated.last_message).toBe(m2);
    expect(updated.id).toBe('c-1');
  });

  it('keeps the space itself when its last message is newer or the same', () => {
    const s = space({ last_message: m2 });
    expect(withLastMessage(s, m1)).toBe(s);
    expect(withLastMessage(s, { ...m2 })).toBe(s);
  });

  it('breaks a tie of times by id, like the history does', () => {
    const a = message({ id: 'a', created_at: at(3) });
    const b = message({ id: 'b', created_at: at(3) });
    expect(withLastMessage(space({ last_message: a }), b).last_message).toBe(b);
    const s = space({ last_message: b });
    expect(withLastMessage(s, a)).toBe(s);
  });
});

describe('seenByParty', () => {
  const sent = { created_at: at(5) };

  it('is false while the other side has no marker', () => {
    expect(seenByParty(sent, null)).toBe(false);
    expect(seenByParty(sent, undefined)).toBe(false);
  });

  it('is true from the message’s own time on (a tie counts as seen)', () => {
    expect(seenByParty(sent, at(4))).toBe(false);
    expect(seenByParty(sent, at(5))).toBe(true);
    expect(seenByParty(sent, at(6))).toBe(true);
  });
});

describe('newClientId', () => {
  it('makes a valid client id from a random UUID by default, a different one each time', () => {
    const a = newClientId();
    const b = newClientId();
    expect(isClientId(a)).toBe(true);
    expect(isClientId(b)).toBe(true);
    expect(a).not.toBe(b);
  });

  it('keeps letters, digits, _ and - of the random text', () => {
    expect(newClientId(() => 'Ab_9-z')).toBe('Ab_9-z');
  });

  it('drops every other character', () => {
    expect(newClientId(() => '{a.b c/d+e=f}ü')).toBe('abcdef');
  });

  it('cuts the id at 64 characters', () => {
    const id = newClientId(() => 'x'.repeat(70));
    expect(id).toBe('x'.repeat(64));
    expect(isClientId(id)).toBe(true);
    expect(newClientId(() => `${'!'.repeat(10)}${'y'.repeat(64)}`)).toBe('y'.repeat(64));
  });
});

describe('hasUnseen', () => {
  const mine = message({ id: 'm-2', sender_id: 'p-1', created_at: at(5) });
  const theirs = message({ id: 'm-1', sender_id: 'd-1', created_at: at(3) });
  it('is true when someone else’s newest message is newer than the marker, whatever the person wrote after it', () => {
    expect(hasUnseen([theirs, mine], 'p-1', at(2))).toBe(true);
    expect(hasUnseen([theirs, mine], 'p-1', null)).toBe(true);
    expect(hasUnseen([theirs, mine], 'p-1', at(3))).toBe(false);
    expect(hasUnseen([mine], 'p-1', null)).toBe(false);
    expect(hasUnseen([], 'p-1', null)).toBe(false);
  });
});

describe('withSeen', () => {
  it('moves the person’s own marker or the other side’s, never back', () => {
    const s = space({ last_seen: at(4), party_last_seen: at(4) });
    expect(withSeen(s, true, at(6))).toMatchObject({ last_seen: at(6), party_last_seen: at(4) });
    expect(withSeen(s, false, at(6))).toMatchObject({ last_seen: at(4), party_last_seen: at(6) });
    expect(withSeen(s, true, at(1))).toMatchObject({ last_seen: at(4) });
    expect(withSeen(s, false, at(1))).toMatchObject({ party_last_seen: at(4) });
  });
});
