import { Button, Group, Text } from '@mantine/core';
import { use } from 'react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { loadAreaMessages } from '../../i18n/messages';
import { FALLBACK_LANGUAGE, type Language } from '../../protocol/common';
import { Dialog } from '../shared/Dialog';

/**
 * Asks a signed-in person to confirm switching to `language`, which also becomes their account's
 * language (issue 20). Written in the language they picked, the one they read. Its own chunk: only
 * a signed-in person who presses the other language loads it.
 */
export default function AccountLanguageDialog({ language, onConfirm, onCancel }: { language: Language; onConfirm(): void; onCancel(): void }) {
  const messages = use(loadAreaMessages(language, ['accountLanguage']));
  return (
    <IntlProvider locale={language} messages={messages} defaultLocale={FALLBACK_LANGUAGE} onError={quiet}>
      <Question language={language} onConfirm={onConfirm} onCancel={onCancel} />
    </IntlProvider>
  );
}

/** Both catalogues are complete (a test keeps them key for key): nothing to report. */
function quiet() {}

function Question({ language, onConfirm, onCancel }: { language: Language; onConfirm(): void; onCancel(): void }) {
  const intl = useIntl();
  return (
    <Dialog
      opened
      onClose={onCancel}
      centered
      lang={language}
      title={intl.formatMessage({ id: 'accountLanguage.title' })}
      // Its Cancel button (and Escape) close it: no second, icon-only way.
      withCloseButton={false}
      data-testid="account-language-dialog"
    >
      <Text>
        <FormattedMessage id="accountLanguage.body" />
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel}>
          <FormattedMessage id="accountLanguage.cancel" />
        </Button>
        <Button onClick={onConfirm} data-autofocus data-testid="account-language-confirm">
          <FormattedMessage id="accountLanguage.confirm" />
        </Button>
      </Group>
    </Dialog>
  );
}
