import { Avatar, Indicator } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { CounterpartView } from './use-counterpart';

/** The other party's photo (or initials) with a green dot while they are online. */
export function PartyAvatar({ party, size }: { party: CounterpartView; size: number }) {
  const intl = useIntl();
  const online = party.status === 'online';
  return (
    <Indicator
      disabled={!online}
      color="teal"
      size={Math.max(10, Math.round(size / 4))}
      offset={Math.round(size / 7)}
      position="bottom-end"
      withBorder
      processing={false}
      aria-label={online ? intl.formatMessage({ id: 'chats.online' }) : undefined}
      data-testid={online ? 'online-marker' : undefined}
    >
      <Avatar src={party.photo} size={size} radius="xl" color="clinic" alt="">
        {party.initials}
      </Avatar>
    </Indicator>
  );
}
