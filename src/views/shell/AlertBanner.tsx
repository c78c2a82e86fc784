import { Alert, List } from '@mantine/core';
import { Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { useIntl, type IntlShape } from 'react-intl';
import type { FieldError } from '../../protocol/errors';
import type { AlertContent } from '../../machines/alert/alert.machine';
import { errorMessageId } from '../../i18n/messages';
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
  // A feature's error messages are not in the start-up catalogue (the `errors` area): the alert
  // shows once they are in.
  const ids = [content.messageId ?? errorMessageId(content.code ?? 'internal'), ...(content.errors ?? []).map((e) => errorMessageId(e.code))];
  if (ids.every((id) => id in intl.messages)) return <Banner content={content} />;
  return (
    <Suspense fallback={null}>
      <AreaMessages areas={['errors']}>
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
