import { Card, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';

/**
 * What someone sees on a page that is for another role (a patient on /patients, a non-doctor on
 * /my/schedule, someone who is not support staff on /support/reports): whose page it is.
 */
export function OnlyFor({ messageId, testId }: { messageId: string; testId: string }) {
  return (
    <Card withBorder radius="lg" p="xl" data-testid={testId}>
      <Text>
        <FormattedMessage id={messageId} />
      </Text>
    </Card>
  );
}
