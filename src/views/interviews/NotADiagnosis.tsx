import { Alert } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Icon } from '../shell/Icon';

/** The note every symptom-checker screen carries: this is guidance, not a diagnosis. */
export function NotADiagnosis() {
  return (
    <Alert variant="light" color="gray" icon={<Icon name="shield" />} role="note" data-testid="not-a-diagnosis">
      <FormattedMessage id="interview.disclaimer" />
    </Alert>
  );
}
