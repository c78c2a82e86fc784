import { Button } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, type CSSProperties } from 'react';
import type { Language } from '../../protocol/common';
import { useRuntime } from '../actors';

/** Only a signed-in person who presses the other language loads the confirmation. */
const AccountLanguageDialog = lazy(() => import('./AccountLanguageDialog'));

const CHOICES: Record<Language, { value: Language; label: string; name: string }> = {
  ka: { value: 'ka', label: 'ქარ', name: 'ქართული' },
  en: { value: 'en', label: 'EN', name: 'English' },
};

/**
 * One button for the other language ("EN" on a Georgian page, "ქარ" on an English one), narrow
 * enough for a 320 px screen with the text at 200 % (issue 20). A visitor's choice is saved
 * locally; a signed-in person's becomes the account's language once they confirm it in a dialog
 * (the locale machine's 'confirming language'). Its accessible name begins with the label it shows,
 * then the language's name ("EN (English)"), so what is seen is what a screen reader or voice
 * control hears (WCAG 2.5.3). It stays the same element when the language changes, so the focus
 * stays on it; the dialog gives the focus back to it when it closes (src/views/shared/Dialog).
 */
export function LocaleSwitch() {
  const { app, locale } = useRuntime();
  const current = useSelector(locale, (s) => s.context.locale);
  const proposed = useSelector(locale, (s) => (s.hasTag('confirming language') ? s.context.proposed : null));
  const other = CHOICES[current === 'ka' ? 'en' : 'ka'];
  return (
    <>
      <Button
        size="compact-md"
        variant="default"
        // In pixels, like the rest of the header bar: with the text at 200 % the label still fits it.
        style={{ '--button-height': '36px', '--button-padding-x': '10px', '--button-fz': 'min(var(--mantine-font-size-md), 20px)' } as CSSProperties}
        aria-label={`${other.label} (${other.name})`}
        lang={other.value}
        data-testid={`locale-${other.value}`}
        onClick={() => app.send({ type: 'user.switchLocale', locale: other.value })}
      >
        {other.label}
      </Button>
      {proposed ? (
        <Suspense fallback={null}>
          <AccountLanguageDialog language={proposed} onConfirm={() => locale.send({ type: 'user.confirmLocale' })} onCancel={() => locale.send({ type: 'user.cancelLocale' })} />
        </Suspense>
      ) : null}
    </>
  );
}
