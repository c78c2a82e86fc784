import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { alertMachine } from '../../src/machines/alert/alert.machine';
import { describeModelWalk, type EventCase } from './walk-every-transition';

/** Every transition of the alert machine; a new one fails the first test until it is listed here. */
const TRANSITIONS = [
  'hidden: alert.show → visible',
  'visible: alert.show → visible (re-entered)',
  'visible: user.closeAlert → hidden',
  'visible: after (auto close delay) → hidden',
];

const NETWORK = { type: 'alert.show', kind: 'danger', code: 'network' };
const FIELDS = { type: 'alert.show', kind: 'danger', code: 'validation', errors: [{ path: 'phone', code: 'field.phone_format' }] };
const EVENTS: EventCase[] = [NETWORK, FIELDS, { type: 'user.closeAlert' }];

function invariant(s: AnyMachineSnapshot) {
  // Visible exactly when there is something to show, and the view can tell by its tag.
  expect(s.hasTag('visible')).toBe(s.matches('visible'));
  expect(s.context.content === null).toBe(s.matches('hidden'));
}

describeModelWalk('the alert machine, walked as a model', {
  machine: () => alertMachine,
  transitions: TRANSITIONS,
  starts: [{ input: undefined, events: EVENTS }],
  world: () => null,
  invariant,
  effects(event, _before, after) {
    // The alert shows exactly what it was last given, without the event type.
    if (event.type === 'alert.show') {
      const { type: _type, ...content } = event as typeof NETWORK;
      expect(after.context.content).toEqual(content);
    }
  },
  timeout: 60_000,
});
