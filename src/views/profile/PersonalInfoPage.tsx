import { Fieldset, Group, Radio, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProfileFormActorRef } from '../../machines/profile/profile-form.machine';
import type { FormField } from '../../machines/profile/profile-form.rules';
import type { User } from '../../protocol/user';
import { radioCardTabIndex } from '../shared/radio-cards';
import { fieldLabel } from '../shell/AlertBanner';
import { BirthdateFields } from './BirthdateFields';
import { EmailField } from './EmailField';
import { ProfileForm, ProfileLoading, ProfilePageShell } from './ProfileFormShell';
import { useFormField, useProfileForm, useSignedInUser } from './use-profile';

const TITLE = 'nav.personalInfo';

/** /profile/personal-info: names in Georgian and English, date of birth, gender and e-mail. */
export default function PersonalInfoPage() {
  const user = useSignedInUser();
  if (!user) return <ProfileLoading titleId={TITLE} />;
  return (
    <ProfilePageShell titleId={TITLE} intro={<FormattedMessage id="profile.personal.intro" />}>
      <PersonalInfoForm key={user.id} user={user} />
    </ProfilePageShell>
  );
}

/** The four name fields: Georgian and English side by side on wide screens, one under the other on phones. */
const NAME_FIELDS: { field: FormField; labelId: string; autoComplete: string; lang: 'ka' | 'en' }[] = [
  { field: 'firstname.ka', labelId: 'profile.personal.firstnameKa', autoComplete: 'given-name', lang: 'ka' },
  { field: 'firstname.en', labelId: 'profile.personal.firstnameEn', autoComplete: 'given-name', lang: 'en' },
  { field: 'lastname.ka', labelId: 'profile.personal.lastnameKa', autoComplete: 'family-name', lang: 'ka' },
  { field: 'lastname.en', labelId: 'profile.personal.lastnameEn', autoComplete: 'family-name', lang: 'en' },
];

function PersonalInfoForm({ user }: { user: User }) {
  const actor = useProfileForm('personal', user);
  return (
    <ProfileForm actor={actor}>
      <Fieldset variant="unstyled" p={0} legend={<Text fw={600}><FormattedMessage id="profile.personal.names" /></Text>}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md" mt="xs">
          {NAME_FIELDS.map((f) => (
            <NameField key={f.field} actor={actor} {...f} />
          ))}
        </SimpleGrid>
      </Fieldset>
      <BirthdateFields actor={actor} />
      <GenderField actor={actor} />
      <EmailField actor={actor} />
    </ProfileForm>
  );
}

function NameField({ actor, field, labelId, autoComplete, lang }: { actor: ProfileFormActorRef; field: FormField; labelId: string; autoComplete: string; lang: 'ka' | 'en' }) {
  const intl = useIntl();
  const { value, error, change } = useFormField(actor, field);
  return (
    <TextInput
      label={intl.formatMessage({ id: labelId })}
      value={value}
      onChange={(e) => change(e.currentTarget.value)}
      error={error}
      autoComplete={autoComplete}
      lang={lang}
      name={field}
    />
  );
}

/** Women first, as Georgian forms list them (ქალი / მამაკაცი). */
const GENDERS = [
  { value: 'female', labelId: 'profile.gender.female' },
  { value: 'male', labelId: 'profile.gender.male' },
];

function GenderField({ actor }: { actor: ProfileFormActorRef }) {
  const intl = useIntl();
  const { value, error, invalid, change } = useFormField(actor, 'gender');
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  return (
    <Radio.Group size="md" label={fieldLabel(intl, 'gender')} value={value} onChange={change} error={error} name="gender">
      <SimpleGrid cols={2} spacing="sm" mt="xs">
        {GENDERS.map((g) => (
          <Radio.Card key={g.value} value={g.value} tabIndex={radioCardTabIndex(g.value, value, GENDERS[0].value)} radius="md" p="sm" mih={52} disabled={busy} aria-invalid={invalid || undefined}>
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator />
              <Text fw={500}>
                <FormattedMessage id={g.labelId} />
              </Text>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
