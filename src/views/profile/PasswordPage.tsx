import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProfileFormActorRef } from '../../machines/profile/profile-form.machine';
import type { FormField } from '../../machines/profile/profile-form.rules';
import type { User } from '../../protocol/user';
import { ProfileForm, ProfileLoading, ProfilePageShell } from './ProfileFormShell';
import { useFormField, useProfileForm, useSignedInUser } from './use-profile';
import { PasswordField } from '../shared/PasswordField';

/**
 * /profile/password: with a password, change it (current + new + repeat); without one (people
 * who sign in with codes), set one (new + repeat) and say what it is for.
 */
export default function PasswordPage() {
  const user = useSignedInUser();
  if (!user) return <ProfileLoading titleId="nav.password" />;
  return <PasswordSection key={user.id} user={user} />;
}

function PasswordSection({ user }: { user: User }) {
  const actor = useProfileForm('password', user);
  // Once a first password is set, the form asks for it as the current one from then on.
  const passwordSet = useSelector(actor, (s) => s.context.passwordSet);
  const firstSet = useSelector(actor, (s) => s.context.firstPasswordSet);
  return (
    <ProfilePageShell
      titleId={passwordSet ? 'nav.password' : 'profile.password.setTitle'}
      intro={<FormattedMessage id={passwordSet ? 'profile.password.changeIntro' : 'profile.password.setIntro'} />}
    >
      <ProfileForm
        actor={actor}
        submitId={passwordSet ? 'profile.password.submitChange' : 'profile.password.submitSet'}
        savedId={firstSet ? 'profile.password.set' : 'profile.password.changed'}
      >
        {passwordSet ? <SecretField actor={actor} field="current_password" labelId="field.current_password" autoComplete="current-password" /> : null}
        <SecretField actor={actor} field="password" labelId="profile.password.new" autoComplete="new-password" descriptionId="profile.password.rule" />
        <SecretField actor={actor} field="password_confirm" labelId="profile.password.confirm" autoComplete="new-password" />
      </ProfileForm>
    </ProfilePageShell>
  );
}

function SecretField({ actor, field, labelId, autoComplete, descriptionId }: {
  actor: ProfileFormActorRef;
  field: FormField;
  labelId: string;
  autoComplete: string;
  descriptionId?: string;
}) {
  const intl = useIntl();
  const { value, error, change } = useFormField(actor, field);
  return (
    <PasswordField
      label={intl.formatMessage({ id: labelId })}
      description={descriptionId ? intl.formatMessage({ id: descriptionId }) : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      value={value}
      onChange={(e) => change(e.currentTarget.value)}
      error={error}
      autoComplete={autoComplete}
      name={field}
    />
  );
}
