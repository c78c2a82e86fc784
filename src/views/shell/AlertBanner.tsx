import { Alert, List } from '@mantine/core';
import { Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { useIntl, type IntlShape } from 'react-intl';
import type { FieldError } from '../../protocol/errors';
import type { AlertContent } from '../../machines/alert/alert.machine';
import { errorMessageId } from '../../i18n/messages';
import type { MessageArea } from '../../i18n/message-areas';
import { useRuntime } from '../actors';
import { AreaMessages } from './AreaMessages';

const COLORS = { danger: 'red', warning: 'yellow', success: 'green', info: 'blue' } as const;

/** The translated label of a field path, or the path itself when no label exists. */
export function fieldLabel(intl: IntlShape, path: string): string {
  const id = `field.${path}`;
  return intl.messages[id] ? intl.formatMessage({ id }) : path;
}

export function fieldErrorText(intl: IntlShape, e: FieldError): string {
  return intl.formatMessage({ id: errorMessageId(e.code) }, e.params);
}

function alertText(intl: IntlShape, c: AlertContent): string {
  if (c.messageId) return intl.formatMessage({ id: c.messageId }, c.values);
  return intl.formatMessage({ id: errorMessageId(c.code ?? 'internal') }, c.values);
}

/** SPEC §8: the alert at the top of the screen: a message or a list of field entries. */
export function AlertBanner() {
  const { alert } = useRuntime();
  const content = useSelector(alert, (s) => s.context.content);
  const intl = useIntl();
  if (!content) return null;
  // A feature's error messages (the `errors` area) and some notices (e.g. `accountLanguage`) are
  // not in the start-up catalogue: the alert shows once their areas are in.
  const ids = [content.messageId ?? errorMessageId(content.code ?? 'internal'), ...(content.errors ?? []).map((e) => errorMessageId(e.code))];
  const missing = ids.filter((id) => !(id in intl.messages));
  if (missing.length === 0) return <Banner content={content} />;
  // A missing id is in a split area: a feature's error in `errors`, any other in its first segment's.
  const areas = [...new Set(missing.map((id) => (id.startsWith('error.') ? 'errors' : id.split('.', 1)[0]) as MessageArea))];
  return (
    <Suspense fallback={null}>
      <AreaMessages areas={areas}>
        <Banner content={content} />
      </AreaMessages>
    </Suspense>
  );
}

function Banner({ content }: { content: AlertContent }) {
  const { alert } = useRuntime();
  const intl = useIntl();
  return (
    <Alert
      role="alert"
      color={COLORS[content.kind]}
      variant="filled"
      withCloseButton
      closeButtonLabel={intl.formatMessage({ id: 'common.close' })}
      onClose={() => alert.send({ type: 'user.closeAlert' })}
      title={alertText(intl, content)}
      data-testid="general-alert"
      data-kind={content.kind}
      style={{ position: 'fixed', top: 72, left: '50%', transform: 'translateX(-50%)', width: 'min(560px, calc(100vw - 24px))', zIndex: 400, boxShadow: 'var(--mantine-shadow-lg)' }}
    >
      {content.errors?.length ? (
        <List size="sm" c="white">
          {content.errors.map((e) => (
            <List.Item key={`${e.path}:${e.code}`}>
              {e.path ? `${fieldLabel(intl, e.path)}: ` : ''}
              {fieldErrorText(intl, e)}
            </List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}
