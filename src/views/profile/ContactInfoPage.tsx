import { NativeSelect, TextInput } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProfileFormActorRef } from '../../machines/profile/profile-form.machine';
import type { User } from '../../protocol/user';
import { useLanguage } from '../services/catalog-hooks';
import { fieldLabel } from '../shell/AlertBanner';
import { countryOptions } from './countries';
import { EmailField } from './EmailField';
import { ProfileForm, ProfileLoading, ProfilePageShell } from './ProfileFormShell';
import { useFormField, useProfileForm, useSignedInUser } from './use-profile';

const TITLE = 'nav.contactInfo';

/** /profile/contact-info: mobile number (with +995 for Georgia), country of residence and e-mail. */
export default function ContactInfoPage() {
  const user = useSignedInUser();
  if (!user) return <ProfileLoading titleId={TITLE} />;
  return (
    <ProfilePageShell titleId={TITLE} intro={<FormattedMessage id={user.type === 'Patient' ? 'profile.contact.intro' : 'profile.contact.introStaff'} />}>
      <ContactInfoForm key={user.id} user={user} />
    </ProfilePageShell>
  );
}

function ContactInfoForm({ user }: { user: User }) {
  const actor = useProfileForm('contact', user);
  return (
    <ProfileForm actor={actor}>
      <PhoneField actor={actor} />
      <CountryField actor={actor} />
      <EmailField actor={actor} />
    </ProfileForm>
  );
}

function PhoneField({ actor }: { actor: ProfileFormActorRef }) {
  const intl = useIntl();
  const { value, error, change } = useFormField(actor, 'phone');
  return (
    <TextInput
      label={fieldLabel(intl, 'phone')}
      description={intl.formatMessage({ id: 'profile.contact.phoneHint' })}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      placeholder="+995 5__ __ __ __"
      value={value}
      onChange={(e) => change(e.currentTarget.value)}
      error={error}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      name="phone"
    />
  );
}

/** Georgia first, then every country by its name in the person's language; "not specified" is allowed. */
function CountryField({ actor }: { actor: ProfileFormActorRef }) {
  const intl = useIntl();
  const lang = useLanguage();
  const { value, error, change } = useFormField(actor, 'country');
  return (
    <NativeSelect
      label={fieldLabel(intl, 'country')}
      description={intl.formatMessage({ id: 'profile.contact.countryHint' })}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      value={value}
      onChange={(e) => change(e.currentTarget.value)}
      data={[{ value: '', label: intl.formatMessage({ id: 'profile.notSet' }) }, ...countryOptions(lang)]}
      error={error}
      autoComplete="country"
      name="country"
    />
  );
}
