import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { Language } from '../../src/protocol/common';
import { AppError } from '../../src/protocol/errors';
import { localeWithFakes, user } from '../machines/shell-fakes';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

interface World {
  /** The locally stored language. */
  stored: Language;
  /** `<html lang>`, set once a language's messages are on screen. */
  documentLanguage: Language | null;
  /** How many loads and saves had started after the previous step. */
  loads: number;
  saves: number;
}

/**
 * Every transition of the locale machine; a new one fails the first test until it is listed here.
 * (The root's transitions target both regions; a guard that fails leaves everything as it is.)
 */
const TRANSITIONS = [
  'choice.idle: user.switchLocale [is another locale for a signed-in person] → choice.confirming',
  'choice.confirming: always [is signed out] → choice.idle',
  'choice.confirming: user.confirmLocale → choice.idle + messages.loading + saving.saving',
  'choice.confirming: user.cancelLocale → choice.idle',
  '(root): user.switchLocale [is another locale for a visitor] → messages.loading',
  '(root): session.userChanged [user speaks another locale] → messages.loading',
  '(root): session.userChanged [else] → (stays)',
  'messages.loading: done (load messages) → messages.ready',
  'messages.loading: error (load messages) → messages.failed',
  'messages.failed: after (reload delay) → messages.loading',
  'messages.failed: user.retry → messages.loading',
  'saving.saving: done (save language) → saving.idle',
  'saving.saving: error (save language) → saving.idle',
];

const MESSAGES = { 'app.name': 'Online Clinic' };
const OFFLINE = new AppError('network', 0);

const machine = (run: Run<World>) => localeWithFakes(run.invocations, run.world);

const EVENTS: EventCase[] = [
  { type: 'user.switchLocale', locale: 'ka' },
  { type: 'user.switchLocale', locale: 'en' },
  { type: 'user.confirmLocale' },
  { type: 'user.cancelLocale' },
  { type: 'session.userChanged', user: null },
  { type: 'session.userChanged', user: user({ language: 'ka' }) },
  { type: 'session.userChanged', user: user({ language: 'en' }) },
  { type: 'xstate.done.actor.0.locale.messages.loading', output: MESSAGES },
  { type: 'xstate.error.actor.0.locale.messages.loading', error: OFFLINE },
  { type: 'xstate.done.actor.0.locale.saving.saving', output: null },
  { type: 'xstate.error.actor.0.locale.saving.saving', error: OFFLINE },
];

function invariant(s: AnyMachineSnapshot, run: Run<World>) {
  // The stored choice is always the language in use.
  expect(run.world.stored).toBe(s.context.locale);
  if (s.matches({ messages: 'ready' })) {
    expect(s.context.messages).toEqual(MESSAGES);
    expect(run.world.documentLanguage).toBe(s.context.locale);
  }
  // What is loading or saving is the language in use, never a stale one.
  if (s.matches({ messages: 'loading' })) expect(run.invocations.inputs('load messages').at(-1)).toEqual({ locale: s.context.locale });
  if (s.matches({ saving: 'saving' })) expect(run.invocations.inputs('save language').at(-1)).toEqual({ locale: s.context.locale });
  expect(s.hasTag('loading messages')).toBe(s.matches({ messages: 'loading' }));
  expect(s.hasTag('load failed')).toBe(s.matches({ messages: 'failed' }));
  // Only a signed-in person is asked, and only about another language than the one in use.
  expect(s.hasTag('confirming language')).toBe(s.context.proposed !== null);
  if (s.context.proposed !== null) {
    expect(s.context.signedIn).toBe(true);
    expect(s.context.proposed).not.toBe(s.context.locale);
  }
}

function effects(event: EventCase, before: AnyMachineSnapshot, after: AnyMachineSnapshot, run: Run<World>) {
  const loads = run.invocations.count('load messages');
  const saves = run.invocations.count('save language');
  const newLoads = loads - run.world.loads;
  const newSaves = saves - run.world.saves;
  run.world.loads = loads;
  run.world.saves = saves;
  if (event.type === 'user.switchLocale') {
    const changed = (event.locale as Language) !== before.context.locale;
    const asks = changed && before.context.signedIn;
    expect(newSaves, 'a switch never saves before the person confirms').toBe(0);
    expect(newLoads, "a visitor's switch loads the messages of a new language only").toBe(changed && !asks ? 1 : 0);
    expect(after.hasTag('confirming language'), 'a signed-in person is asked first').toBe(asks || (before.hasTag('confirming language') && !changed));
    if (asks) expect(after.context).toMatchObject({ locale: before.context.locale, proposed: event.locale });
    if (!changed) expect(after).toMatchObject({ value: before.value, context: before.context });
  }
  if (event.type === 'user.confirmLocale') {
    const asked = before.hasTag('confirming language');
    expect(newSaves, 'a confirmed switch is saved to the account').toBe(asked ? 1 : 0);
    expect(newLoads).toBe(asked ? 1 : 0);
    expect(after.context.locale).toBe(asked ? before.context.proposed : before.context.locale);
    expect(after.hasTag('confirming language')).toBe(false);
  }
  if (event.type === 'user.cancelLocale') {
    expect(newSaves + newLoads, 'cancelling changes nothing').toBe(0);
    expect(after.context.locale).toBe(before.context.locale);
    expect(after.hasTag('confirming language')).toBe(false);
  }
  if (event.type === 'session.userChanged') {
    const u = event.user as { language: Language } | null;
    expect(after.context.signedIn).toBe(u !== null);
    expect(after.context.locale).toBe(u ? u.language : before.context.locale);
    expect(newSaves, "the account's own language is never saved back").toBe(0);
    if (u && u.language !== before.context.locale) expect(run.heard.at(-1), 'the person is told why the page switched').toEqual({ type: 'alert.show', kind: 'info', messageId: 'accountLanguage.switched' });
    if (u === null) expect(after.hasTag('confirming language'), 'nobody is asked once signed out').toBe(false);
  }
  if (event.type === 'xstate.error.actor.0.locale.messages.loading') expect(run.heard.at(-1)).toEqual({ type: 'alert.show', kind: 'danger', messageId: 'locale.loadFailed' });
  if (event.type === 'xstate.error.actor.0.locale.saving.saving') expect(run.heard.at(-1)).toEqual({ type: 'alert.show', kind: 'danger', messageId: 'locale.saveFailed' });
}

describeModelWalk<World, { locale: Language }>('the locale machine, walked as a model', {
  machine,
  transitions: TRANSITIONS,
  starts: [{ input: { locale: 'ka' }, events: EVENTS }],
  world: () => ({ stored: 'ka', documentLanguage: null, loads: 1, saves: 0 }),
  invariant,
  effects,
  timeout: 120_000,
});
