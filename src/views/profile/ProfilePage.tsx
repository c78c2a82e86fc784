import { Badge, Card, Flex, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { formatDate } from '../../i18n/dates';
import { formatPhone } from '../../machines/profile/profile-form.rules';
import { pickLocalized, type Language } from '../../protocol/common';
import type { User } from '../../protocol/user';
import { useLanguage } from '../services/catalog-hooks';
import { fieldLabel } from '../shell/AlertBanner';
import { Icon, type IconName } from '../shell/Icon';
import { PageLoader } from '../shell/PageLoader';
import { AvatarEditor } from './AvatarEditor';
import { countryName } from './countries';
import { useSignedInUser } from './use-profile';
import { PageHeading } from '../shell/PageHeading';

/** /profile: the person's photo, name and ID, their details, and the three pages that change them. */
export default function ProfilePage() {
  const user = useSignedInUser();
  return (
    <Stack maw={960} mx="auto" gap="lg" pb="xl">
      <PageHeading title={<FormattedMessage id="nav.profile" />} intro={<FormattedMessage id={user && user.type !== 'Patient' ? 'profile.introStaff' : 'profile.intro'} />} />
      {user ? <Overview user={user} /> : <PageLoader minHeight={320} />}
    </Stack>
  );
}

function Overview({ user }: { user: User }) {
  const lang = useLanguage();
  const intl = useIntl();
  const name = fullName(user, lang);
  const otherLang = lang === 'ka' ? 'en' : 'ka';
  const otherName = fullName(user, otherLang);
  return (
    <>
      <Card withBorder radius="lg" padding="lg">
        <Flex direction={{ base: 'column', xs: 'row' }} gap="lg" align="center">
          <AvatarEditor user={user} />
          <Flex direction="column" gap={6} align={{ base: 'center', xs: 'flex-start' }} ta={{ base: 'center', xs: 'left' }} style={{ flex: 1, minWidth: 0 }}>
            <Title order={2} fz="h3" data-testid="profile-name">
              {name}
            </Title>
            {otherName !== name ? (
              <Text c="dimmed" lang={otherLang}>
                {otherName}
              </Text>
            ) : null}
            <Group gap={6}>
              <Text size="sm" c="dimmed">
                {fieldLabel(intl, 'id_number')}
              </Text>
              <Badge variant="light" size="lg" radius="sm" tt="none" data-testid="profile-id-number">
                {user.id_number}
              </Badge>
            </Group>
          </Flex>
        </Flex>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Details user={user} lang={lang} />
        <Stack gap="sm">
          <SectionLink href="/profile/personal-info" icon="profile" titleId="nav.personalInfo" textId="profile.link.personalInfo" />
          <SectionLink href="/profile/contact-info" icon="contact" titleId="nav.contactInfo" textId="profile.link.contactInfo" />
          <SectionLink
            href="/profile/password"
            icon="password"
            titleId={user.password_set ? 'nav.password' : 'profile.password.setTitle'}
            textId={user.password_set ? 'profile.link.passwordChange' : 'profile.link.passwordSet'}
          />
        </Stack>
      </SimpleGrid>
    </>
  );
}

/** Day, month by name, year: '7 მარტი 1958' / '7 March 1958'. */
const BIRTHDATE_FORMAT = 'D MMMM YYYY';
const GENDER_TEXT = { female: 'profile.gender.female', male: 'profile.gender.male' } as const;
const LANGUAGE_TEXT = { ka: 'profile.language.ka', en: 'profile.language.en' } as const;

/** Birthdate, gender, phone, e-mail, country and the account's language; "not specified" for a gap. */
function Details({ user, lang }: { user: User; lang: Language }) {
  const intl = useIntl();
  const notSet = intl.formatMessage({ id: 'profile.notSet' });
  const rows: { field: string; value: string | null; dir?: 'ltr' }[] = [
    { field: 'birthdate', value: user.birthdate ? formatDate(user.birthdate, BIRTHDATE_FORMAT, lang) : null },
    { field: 'gender', value: user.gender ? intl.formatMessage({ id: GENDER_TEXT[user.gender] }) : null },
    { field: 'phone', value: user.phone ? formatPhone(user.phone) : null, dir: 'ltr' },
    { field: 'email', value: user.email, dir: 'ltr' },
    { field: 'country', value: pickLocalized(countryName(user.country), lang) || null },
    { field: 'language', value: intl.formatMessage({ id: LANGUAGE_TEXT[user.language] }) },
  ];
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="profile-details">
      <Title order={2} fz="h4" mb="sm">
        <FormattedMessage id="profile.details" />
      </Title>
      {/* Each term and its value in one div, as a description list allows: a separator element
          between them would not be (the line between rows is a border). */}
      <Stack gap={0} component="dl" m={0}>
        {rows.map((row, i) => (
          <Group
            key={row.field}
            justify="space-between"
            gap="md"
            wrap="nowrap"
            align="baseline"
            data-testid={`profile-detail-${row.field}`}
            py="xs"
            style={i > 0 ? { borderTop: 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-default-border)' } : undefined}
          >
            <Text component="dt" size="sm" c="dimmed">
              {fieldLabel(intl, row.field)}
            </Text>
            <Text component="dd" m={0} fw={500} ta="right" c={row.value ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }} dir={row.value ? row.dir : undefined}>
              {row.value ?? notSet}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

function SectionLink({ href, icon, titleId, textId }: { href: string; icon: IconName; titleId: string; textId: string }) {
  return (
    <Card withBorder radius="lg" p={0}>
      <UnstyledButton component={Link} href={href} p="md" mih={72} data-testid={`profile-link-${href.split('/').pop()}`}>
        <Group wrap="nowrap" gap="md">
          <ThemeIcon variant="light" size={44} radius="md">
            <Icon name={icon} size={24} />
          </ThemeIcon>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} lh={1.3}>
              <FormattedMessage id={titleId} />
            </Text>
            <Text size="sm" c="dimmed">
              <FormattedMessage id={textId} />
            </Text>
          </Stack>
          <Text c="dimmed" component="span" aria-hidden="true">
            <Icon name="chevron" size={20} />
          </Text>
        </Group>
      </UnstyledButton>
    </Card>
  );
}

function fullName(user: User, lang: Language): string {
  return `${pickLocalized(user.firstname, lang)} ${pickLocalized(user.lastname, lang)}`.trim();
}
