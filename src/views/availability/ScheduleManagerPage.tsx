import { Alert, Stack } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { useRuntime } from '../actors';
import { PageHeading } from '../shell/PageHeading';
import AvailabilityEditor from './AvailabilityEditor';

/** /my/schedule-manager: a doctor's own working hours, breaks, days off and changed hours. */
export default function ScheduleManagerPage() {
  const user = useSelector(useRuntime().session, (s) => s.context.user);
  return (
    <Stack gap="lg" maw={820}>
      <PageHeading title={<FormattedMessage id="availability.title" />} intro={<FormattedMessage id="availability.intro" />} />
      {user?.type === 'Doctor' ? (
        <AvailabilityEditor doctorId={user.id} />
      ) : (
        <Alert color="yellow" role="note" data-testid="availability-doctors-only">
          <FormattedMessage id="availability.doctorsOnly" />
        </Alert>
      )}
    </Stack>
  );
}
