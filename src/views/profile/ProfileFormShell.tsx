import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Alert, Anchor, Button, Card, Fieldset, Group, List, Stack } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { ProfileFormActorRef } from '../../machines/profile/profile-form.machine';
import { errorsAt, FORM_FIELDS } from '../../machines/profile/profile-form.rules';
import type { FieldError } from '../../protocol/errors';
import { fieldLabel } from '../shell/AlertBanner';
import { Icon } from '../shell/Icon';
import { PageLoader } from '../shell/PageLoader';
import { useErrorText } from './use-profile';
import { PageHeading } from '../shell/PageHeading';

interface ShellProps {
  /** Message id of the page heading. */
  titleId: string;
  /** The line under the heading (already translated or a node). */
  intro: ReactNode;
  children: ReactNode;
}

/** A profile sub-page: back to the profile, heading, intro and the form card (form width, centred). */
export function ProfilePageShell({ titleId, intro, children }: ShellProps) {
  return (
    <Stack maw={560} mx="auto" gap="lg" pb="xl">
      <Anchor component={Link} href="/profile" size="sm" fw={500} style={{ alignSelf: 'flex-start' }} data-testid="profile-back">
        <Group gap={6} wrap="nowrap" mih={44}>
          <Icon name="arrowLeft" size={18} />
          <FormattedMessage id="profile.back" />
        </Group>
      </Anchor>
      <PageHeading title={<FormattedMessage id={titleId} />} intro={intro} />
      <Card withBorder radius="lg" padding="lg">
        {children}
      </Card>
    </Stack>
  );
}

/** The loading face of a profile sub-page while the session still fetches the person. */
export function ProfileLoading({ titleId }: { titleId: string }) {
  return (
    <ProfilePageShell titleId={titleId} intro={null}>
      <PageLoader minHeight={320} />
    </ProfilePageShell>
  );
}

interface FormProps {
  actor: ProfileFormActorRef;
  children: ReactNode;
  /** Message id of the submit button. */
  submitId?: string;
  /** Message id of the confirmation after a save. */
  savedId?: string;
}

/**
 * The form of a profile sub-page: the fields (locked while saving), then the outcome of the last
 * save (a short green confirmation, or what went wrong) and Save, which needs a change.
 */
export function ProfileForm({ actor, children, submitId = 'profile.save', savedId = 'profile.saved' }: FormProps) {
  const form = useRef<HTMLFormElement>(null);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canSave = useSelector(actor, (s) => s.can({ type: 'user.submit' }));
  const refusedFields = useSelector(actor, (s) => s.matches('failed') && s.context.errors.length > 0);
  // On a phone the field a problem is about may be off screen: take the person to the first one.
  const focusFirstProblem = () => requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  useEffect(() => {
    if (refusedFields) focusFirstProblem();
  }, [refusedFields]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'user.submit' });
    if (actor.getSnapshot().matches('editing') && actor.getSnapshot().context.errors.length) focusFirstProblem();
  };
  return (
    <form ref={form} onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Fieldset variant="unstyled" disabled={busy} p={0}>
          <Stack gap="md">{children}</Stack>
        </Fieldset>
        <SaveOutcome actor={actor} savedId={savedId} />
        <Group justify="flex-end">
          <Button type="submit" loading={busy} disabled={!canSave} miw={{ xs: 160 }} w={{ base: '100%', xs: 'auto' }} data-testid="profile-save">
            <FormattedMessage id={submitId} />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SaveOutcome({ actor, savedId }: { actor: ProfileFormActorRef; savedId: string }) {
  const intl = useIntl();
  const text = useErrorText();
  const saved = useSelector(actor, (s) => s.hasTag('saved'));
  const error = useSelector(actor, (s) => (s.matches('failed') ? s.context.error : null));
  const unplaced = useSelector(actor, (s) => unplacedErrors(s.context.form, s.context.errors), sameList);
  if (saved) {
    return (
      <Alert
        color="green"
        variant="light"
        role="status"
        icon={<Icon name="check" />}
        withCloseButton
        closeButtonLabel={intl.formatMessage({ id: 'common.close' })}
        onClose={() => actor.send({ type: 'user.dismiss' })}
        data-testid="profile-saved"
      >
        <FormattedMessage id={savedId} />
      </Alert>
    );
  }
  if (unplaced.length) {
    return (
      <Alert color="red" variant="light" role="alert" title={intl.formatMessage({ id: 'profile.otherProblems' })} data-testid="profile-other-errors">
        <List size="sm">
          {unplaced.map((e) => (
            <List.Item key={`${e.path}:${e.code}`}>{`${fieldLabel(intl, e.path)}: ${text.field(e)}`}</List.Item>
          ))}
        </List>
      </Alert>
    );
  }
  // A refusal with field entries is shown at the fields; anything else (no connection, a server error) here.
  if (error && !error.errors?.length) {
    return (
      <Alert color="red" variant="light" role="alert" icon={<Icon name="alert" />} title={intl.formatMessage({ id: 'profile.notSaved' })} data-testid="profile-save-failed">
        {text.error(error)}
      </Alert>
    );
  }
  return null;
}

/** Problems the server named for paths this form has no field for. */
function unplacedErrors(form: keyof typeof FORM_FIELDS, errors: FieldError[]): FieldError[] {
  return errors.filter((e) => !FORM_FIELDS[form].some((f) => errorsAt([e], f).length > 0));
}

function sameList(a: unknown[], b: unknown[]) {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
