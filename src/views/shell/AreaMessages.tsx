import { use, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { FALLBACK_LANGUAGE, type Language } from '../../protocol/common';
import { loadAreaMessages, type Messages } from '../../i18n/messages';
import type { MessageArea } from '../../i18n/message-areas';

/** Loads message areas kept out of the start-up catalogue (suspending meanwhile) and adds them to it. */
export function AreaMessages({ areas, children }: { areas: MessageArea[]; children: ReactNode }) {
  const intl = useIntl();
  if (areas.length === 0) return <>{children}</>;
  return <LoadedAreaMessages areas={areas} base={intl.messages as Messages} locale={intl.locale}>{children}</LoadedAreaMessages>;
}

function LoadedAreaMessages({ areas, base, locale, children }: { areas: MessageArea[]; base: Messages; locale: string; children: ReactNode }) {
  const extra = use(loadAreaMessages(locale as Language, areas));
  const messages = useMemo(() => ({ ...base, ...extra }), [base, extra]);
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale={FALLBACK_LANGUAGE} onError={reportMissingMessage}>
      {children}
    </IntlProvider>
  );
}

export function reportMissingMessage(err: { code: string; message: string }) {
  // Missing Georgian falls back to English by design (both catalogues are tested for parity);
  // Georgian Intl data arrives with the formatjs polyfills when a screen formats dates or money.
  if (err.code !== 'MISSING_TRANSLATION' && err.code !== 'MISSING_DATA') console.error(err.message);
}
