import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { dayjs } from '../../i18n/dates';
import { errorMessageId } from '../../i18n/messages';
import type { AvatarActorRef } from '../../machines/profile/avatar.machine';
import type { ProfileFormActorRef } from '../../machines/profile/profile-form.machine';
import { errorsAt, type FormField, type ProfileFormKind } from '../../machines/profile/profile-form.rules';
import type { AppError, FieldError } from '../../protocol/errors';
import type { User } from '../../protocol/user';
import { useFlow, useRuntime } from '../actors';
import { fieldErrorText } from '../shell/AlertBanner';

/** The signed-in person (the route guard shows profile pages only with a session). */
export function useSignedInUser(): User | null {
  return useSelector(useRuntime().session, (s) => s.context.user);
}

/** Starts a profile form for this page with the person's current values and today's date. */
export function useProfileForm(form: ProfileFormKind, user: User): ProfileFormActorRef {
  const runtime = useRuntime();
  return useActorRef(useFlow('profileForm'), { ...runtime.flowOptions, input: { form, user, today: dayjs().format('YYYY-MM-DD') } });
}

/** One field of a form: its text, its first problem in the person's language, and a change sender. */
export function useFormField(actor: ProfileFormActorRef, field: FormField) {
  const intl = useIntl();
  const value = useSelector(actor, (s) => s.context.values[field] ?? '');
  const problem = useSelector(actor, (s) => errorsAt(s.context.errors, field)[0] ?? null);
  return {
    value,
    error: problem ? fieldErrorText(intl, problem) : undefined,
    invalid: problem !== null,
    change: (text: string) => actor.send({ type: 'user.change', values: { [field]: text } }),
  };
}

/**
 * The photo flow for the profile page; the upload limit of the public settings reaches it as an
 * event whenever the settings (re)load.
 */
export function useAvatar(): AvatarActorRef {
  const runtime = useRuntime();
  const maxUploadMb = useSelector(runtime.statics, (s) => s.context.settings?.max_upload_mb ?? null);
  const actor = useActorRef(useFlow('avatar'), { ...runtime.flowOptions, input: { maxUploadMb } });
  useEffect(() => {
    actor.send({ type: 'settings.changed', maxUploadMb });
  }, [actor, maxUploadMb]);
  return actor;
}

/** A local address for showing a chosen file before it is uploaded; released when no longer shown. */
export function usePreviewUrl(file: Blob | null): string | null {
  const url = useMemo(() => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

/** The text of a failure: a problem with a field, or an error code's message. */
export function useErrorText() {
  const intl = useIntl();
  return {
    field: (e: FieldError) => fieldErrorText(intl, e),
    error: (e: AppError) => intl.formatMessage({ id: errorMessageId(e.code) }),
  };
}
