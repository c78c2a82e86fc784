import { Avatar, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useId, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { CallIcon } from './call-icons';
import classes from './call.module.css';
import type { CallParty } from './use-call-party';
import { giveFocusBack } from '../shared/focus-back';

/**
 * How long after the card appears a key cannot answer or decline it when the person was typing
 * (focus was in a text field): an Enter meant for a message must not take the call. A pointer
 * click, or a key pressed by someone who was not typing, counts at once.
 */
export const TYPING_GUARD_MS = 1000;

/** A field the person types into: a key pressed there was meant for it. */
function isTextField(el: Element | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el.isContentEditable || el.tagName === 'TEXTAREA') return true;
  return el.tagName === 'INPUT' && !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'file', 'color'].includes((el as HTMLInputElement).type);
}

/**
 * SPEC §2: the incoming-call card, wherever the person is in the app: the caller's photo and
 * name, Answer and Decline. The call actor rings for as long as it shows (its 'ring' actor).
 *
 * It is an alert dialog named by the caller: screen readers announce it as it appears, and the
 * focus moves to Answer (Enter answers, Shift+Tab reaches Decline). When it goes away the focus returns
 * where it was, unless the person has moved it elsewhere meanwhile. Someone typing when it
 * appeared cannot answer or decline with a key for TYPING_GUARD_MS.
 */
export function IncomingCallCard({ party, onAnswer, onDecline }: { party: CallParty; onAnswer(): void; onDecline(): void }) {
  const titleId = useId();
  const labelId = useId();
  const card = useRef<HTMLDivElement>(null);
  const answer = useRef<HTMLButtonElement>(null);
  const before = useRef<Element | null>(null);
  const guardedUntil = useRef(0);

  useLayoutEffect(() => {
    const active = document.activeElement;
    // (A second run of the effect, in development, finds the focus already on Answer.)
    if (!card.current?.contains(active)) {
      before.current = active;
      guardedUntil.current = isTextField(active) ? performance.now() + TYPING_GUARD_MS : 0;
    }
    answer.current?.focus();
    const node = card.current;
    return () => giveFocusBack(node, before.current);
  }, []);

  /** A click, unless it is a key (detail 0) pressed too soon by someone who was typing. */
  const guarded = (act: () => void) => (event: MouseEvent) => {
    if (event.detail === 0 && performance.now() < guardedUntil.current) return;
    act();
  };

  return (
    <Paper ref={card} className={classes.card} p="lg" radius="lg" withBorder role="alertdialog" aria-labelledby={titleId} aria-describedby={labelId} data-testid="incoming-call">
      {/* Announced by screen readers as it appears, also those that do not follow the focus into the dialog. */}
      <VisuallyHidden role="alert">
        <FormattedMessage id="calls.incoming.announce" values={{ name: party.name ?? '' }} />
      </VisuallyHidden>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <Avatar src={party.photo} size={64} radius="xl" color="clinic" alt="">
            {party.initials}
          </Avatar>
          <Stack gap={2} miw={0}>
            <Text size="sm" c="dimmed" id={labelId}>
              <FormattedMessage id="calls.incoming.label" />
            </Text>
            <Text id={titleId} fw={700} size="xl" lh={1.2} data-testid="incoming-call-name">
              {party.name ?? '…'}
            </Text>
          </Stack>
        </Group>
        <Group grow gap="sm">
          <Button color="red" size="md" h={52} radius="xl" px="xs" leftSection={<CallIcon name="hangUp" />} onClick={guarded(onDecline)} data-testid="decline-call">
            <FormattedMessage id="calls.incoming.decline" />
          </Button>
          <Button ref={answer} color="teal" size="md" h={52} radius="xl" px="xs" leftSection={<CallIcon name="answer" />} onClick={guarded(onAnswer)} data-testid="answer-call">
            <FormattedMessage id="calls.incoming.answer" />
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
