import { Button } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { Language } from '../../protocol/common';
import { useRuntime } from '../actors';

const CHOICES: { value: Language; label: string; name: string }[] = [
  { value: 'ka', label: 'ქარ', name: 'ქართული' },
  { value: 'en', label: 'EN', name: 'English' },
];

/**
 * ქარ / EN: switches the language; saved locally and, when signed in, to the account. Each
 * button's accessible name begins with the short label it shows, then the language's name ("EN (English)"),
 * so what is seen is part of what a screen reader or voice control hears (WCAG 2.5.3).
 */
export function LocaleSwitch() {
  const { app, locale } = useRuntime();
  const current = useSelector(locale, (s) => s.context.locale);
  const intl = useIntl();
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'shell.language' })}>
      <Button.Group>
      {CHOICES.map((c) => (
        <Button
          key={c.value}
          size="compact-md"
          h={36}
          px={10}
          variant={current === c.value ? 'filled' : 'default'}
          aria-pressed={current === c.value}
          aria-label={`${c.label} (${c.name})`}
          lang={c.value}
          data-testid={`locale-${c.value}`}
          onClick={() => app.send({ type: 'user.switchLocale', locale: c.value })}
        >
          {c.label}
        </Button>
      ))}
      </Button.Group>
    </div>
  );
}
