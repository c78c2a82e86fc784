import { SegmentedControl } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { Language } from '../../protocol/common';
import { useRuntime } from '../actors';

/** ქარ / EN: switches the language; saved locally and, when signed in, to the account. */
export function LocaleSwitch() {
  const { app, locale } = useRuntime();
  const current = useSelector(locale, (s) => s.context.locale);
  const intl = useIntl();
  return (
    <SegmentedControl
      size="sm"
      aria-label={intl.formatMessage({ id: 'shell.language' })}
      value={current}
      onChange={(value) => app.send({ type: 'user.switchLocale', locale: value as Language })}
      data={[
        { value: 'ka', label: 'ქარ' },
        { value: 'en', label: 'EN' },
      ]}
    />
  );
}
