import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { errorMessageId } from '../../../i18n/messages';
import type { LoginActorRef } from '../../../machines/login/login.machine';
import { CODE_LENGTH } from '../../../protocol/auth';
import type { AppError } from '../../../protocol/errors';

/** A countdown as m:ss (a resend may wait up to an hour after too many codes). */
function clockTime(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** SPEC §8: a failed code request or a rejected code, as the server's field entries (or its code). */
function codeErrorText(intl: IntlShape, error: AppError): string {
  const entries = error.errors?.length ? error.errors : [{ path: 'code', code: error.code, params: undefined }];
  return entries
    .map((e) => intl.formatMessage({ id: errorMessageId(e.code) }, { seconds: error.retryAfter ?? 0, ...e.params }))
    .join(' ');
}

/** Step 2 with a one-time code (SMS or e-mail): where it went, the code, Sign in, Send Again. */
export function CodeForm({ actor }: { actor: LoginActorRef }) {
  const intl = useIntl();
  const code = useSelector(actor, (s) => s.context.code);
  const sent = useSelector(actor, (s) => s.context.codeSent);
  const codeError = useSelector(actor, (s) => s.context.codeError);
  const resendIn = useSelector(actor, (s) => s.context.resendIn);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const sending = useSelector(actor, (s) => s.hasTag('sending code'));
  const counting = useSelector(actor, (s) => s.hasTag('resend countdown'));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'user.submitCode' }));
  const canResend = useSelector(actor, (s) => s.can({ type: 'user.resendCode' }));

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'user.submitCode' });
      }}
    >
      <Stack gap="lg">
        {sending ? (
          <Group gap="sm" role="status" aria-live="polite">
            <Loader size="sm" />
            <Text>
              <FormattedMessage id="login.code.sending" />
            </Text>
          </Group>
        ) : sent ? (
          <Text role="status" aria-live="polite">
            <FormattedMessage
              id="login.code.sentTo"
              values={{ destination: <b key="to">{sent.sent_to}</b>, minutes: Math.max(1, Math.round(sent.expires_in / 60)) }}
            />
          </Text>
        ) : null}
        <TextInput
          size="lg"
          name="code"
          label={intl.formatMessage({ id: 'login.code.label' })}
          value={code}
          onChange={(e) => actor.send({ type: 'user.changeCode', value: e.currentTarget.value })}
          error={codeError ? codeErrorText(intl, codeError) : undefined}
          readOnly={busy}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          autoFocus
        />
        <Button type="submit" size="lg" fullWidth disabled={!canSubmit} loading={busy}>
          <FormattedMessage id="login.signIn" />
        </Button>
        <Button variant="default" size="md" fullWidth disabled={!canResend} loading={sending} onClick={() => actor.send({ type: 'user.resendCode' })}>
          {counting ? (
            <FormattedMessage id="login.code.resendIn" values={{ time: clockTime(resendIn) }} />
          ) : (
            <FormattedMessage id="login.code.resend" />
          )}
        </Button>
      </Stack>
    </form>
  );
}
