import { Center, Loader } from '@mantine/core';
import { useIntl } from 'react-intl';

/** The spinner on the part of the screen that waits. */
export function PageLoader({ minHeight = 240 }: { minHeight?: number }) {
  const intl = useIntl();
  return (
    <Center mih={minHeight} role="status" aria-live="polite">
      <Loader role="status" aria-label={intl.formatMessage({ id: 'common.loading' })} />
    </Center>
  );
}
