import { Group, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { useRuntime } from '../actors';
import classes from './chat.module.css';
import { ChatIcon } from './chat-icons';

/**
 * While the live channel is lost, a strip above the composer says so: what the person writes
 * meanwhile waits and goes once the connection is back. It sits in the room's column, so the
 * composer below it stays where it is and usable.
 */
export function ConnectionNotice() {
  const lost = useSelector(useRuntime().socket, (s) => s?.context.lost ?? false);
  return (
    <div role="status" aria-live="polite">
      {lost ? (
        <Group className={classes.offline} gap="sm" wrap="nowrap" data-testid="chat-offline">
          <ChatIcon name="alert" />
          <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
            <FormattedMessage id="chats.room.offline" />
          </Text>
        </Group>
      ) : null}
    </div>
  );
}
