import { TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { ProfileFormActorRef } from '../../machines/profile/profile-form.machine';
import { fieldLabel } from '../shell/AlertBanner';
import { useFormField } from './use-profile';

/** The e-mail field both the personal and the contact form have (blank removes the address). */
export function EmailField({ actor }: { actor: ProfileFormActorRef }) {
  const intl = useIntl();
  const { value, error, change } = useFormField(actor, 'email');
  return (
    <TextInput
      label={fieldLabel(intl, 'email')}
      description={intl.formatMessage({ id: 'profile.personal.emailHint' })}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      value={value}
      onChange={(e) => change(e.currentTarget.value)}
      error={error}
      type="email"
      inputMode="email"
      autoComplete="email"
      name="email"
    />
  );
}
