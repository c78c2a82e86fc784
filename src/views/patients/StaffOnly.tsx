import { Card, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';

/** What a patient sees on a staff page (/patients): whose page it is. */
export function StaffOnly() {
  return (
    <Card withBorder radius="lg" p="xl" data-testid="staff-only">
      <Text>
        <FormattedMessage id="patients.staffOnly" />
      </Text>
    </Card>
  );
}
