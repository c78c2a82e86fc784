import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { dayjs } from '../../../i18n/dates';
import { errorMessageId } from '../../../i18n/messages';
import type { RegistrationActorRef, RegistrationSnapshot } from '../../../machines/registration/registration.machine';
import { STEPS, type Step } from '../../../machines/registration/registration.rules';
import type { FieldError } from '../../../protocol/errors';
import { useFlow, useRuntime } from '../../actors';

/**
 * Starts the registration wizard for this page: the ID comes from the `identifier` query, else
 * from the identifier Login left behind; the person's language follows them as they switch it.
 * Login found no account for the query's ID when it is the one it left behind (it stores it, then
 * comes here with it): the wizard then says so. Opened any other way, it does not.
 */
export function useRegistration(): RegistrationActorRef {
  const runtime = useRuntime();
  const search = useSearch();
  const locale = useSelector(runtime.locale, (s) => s.context.locale);
  const query = new URLSearchParams(search).get('identifier');
  const pending = runtime.device.pendingIdentifier();
  const identifier = query ?? pending ?? '';
  const unknownIdentifier = query !== null && pending !== null && query.trim() === pending.trim() ? pending : null;
  const actor = useActorRef(useFlow('registration'), {
    ...runtime.flowOptions,
    input: { identifier, unknownIdentifier, today: dayjs().format('YYYY-MM-DD'), language: locale },
  });
  useEffect(() => {
    actor.send({ type: 'locale.changed', language: locale });
  }, [actor, locale]);
  return actor;
}

/** The step the wizard shows. */
export const currentStep = (s: RegistrationSnapshot): Step => STEPS.find((step) => s.hasTag(step)) ?? 'confirm';

/** The first problem with a field, in the person's language, or undefined. */
export function useFieldError(actor: RegistrationActorRef, path: string): string | undefined {
  const intl = useIntl();
  const error = useSelector(actor, (s) => s.context.errors.find((e) => e.path === path));
  return error ? errorText(intl, error) : undefined;
}

/** A field problem's message; waits the server asks for are given in seconds. */
export function errorText(intl: ReturnType<typeof useIntl>, e: FieldError): string {
  const seconds = e.params?.retry_after ?? e.params?.seconds;
  return intl.formatMessage({ id: errorMessageId(e.code) }, { ...e.params, ...(seconds !== undefined ? { seconds } : {}) });
}
