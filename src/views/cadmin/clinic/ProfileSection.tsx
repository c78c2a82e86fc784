import { useState } from 'react';
import { ActionIcon, Alert, Avatar, Button, Card, FileButton, Group, Select, SimpleGrid, Skeleton, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageId } from '../../../i18n/messages';
import { LOGO_TYPES, type ClinicProfileActorRef } from '../../../machines/cadmin/clinic-profile.machine';
import { CLINIC_PHONES_MAX, profileBodyOf, type ClinicProfile, type ClinicProfileBody } from '../../../protocol/clinic-profile';
import { pickLocalized } from '../../../protocol/common';
import { useFlow, useRuntime } from '../../actors';
import { ErrorCard } from '../../services/CatalogStates';
import { useLanguage } from '../../services/catalog-hooks';
import { fieldErrorText } from '../../shell/AlertBanner';

/** The clinic's profile as patients see it on /clinics/{id}: names, logo, city, address, phones, links, description. */
export default function ProfileSection({ clinicId }: { clinicId: number }) {
  const runtime = useRuntime();
  const machine = useActorRef(useFlow('clinicProfile'), { input: { clinicId }, ...runtime.flowOptions });
  const face = useSelector(machine, (s) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready'));
  const profile = useSelector(machine, (s) => s.context.profile);
  const error = useSelector(machine, (s) => s.context.error);
  if (face === 'failed') return <ErrorCard titleId="cadmin.profile.failed" error={error} onRetry={() => machine.send({ type: 'user.retry' })} />;
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="cadmin-profile" component="section" aria-labelledby="cadmin-profile-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="cadmin-profile-title">
          <FormattedMessage id="cadmin.profile.title" />
        </Title>
        {face === 'loading' || !profile ? (
          <Stack gap="sm" aria-busy="true" data-testid="cadmin-profile-loading">
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={80} />
          </Stack>
        ) : (
          <>
            <LogoRow profile={profile} machine={machine} />
            <ProfileForm key={JSON.stringify(profile)} profile={profile} machine={machine} />
          </>
        )}
      </Stack>
    </Card>
  );
}

function LogoRow({ profile, machine }: { profile: ClinicProfile; machine: ClinicProfileActorRef }) {
  const lang = useLanguage();
  const uploading = useSelector(machine, (s) => s.matches('uploading'));
  const logoError = useSelector(machine, (s) => s.context.logoError);
  const saved = useSelector(machine, (s) => s.context.saved === 'logo');
  const intl = useIntl();
  return (
    <Group gap="md" wrap="wrap">
      <Avatar src={profile.logo} size={72} radius="md" alt={intl.formatMessage({ id: 'cadmin.profile.logoAlt' }, { name: pickLocalized(profile.name, lang) })} data-testid="cadmin-logo">
        {pickLocalized(profile.name, lang).slice(0, 1)}
      </Avatar>
      <Stack gap={4}>
        <FileButton onChange={(file) => file && machine.send({ type: 'user.chooseLogo', file })} accept={LOGO_TYPES.join(',')}>
          {(props) => (
            <Button {...props} variant="light" loading={uploading} data-testid="cadmin-logo-choose">
              <FormattedMessage id={profile.logo ? 'cadmin.profile.logoChange' : 'cadmin.profile.logoAdd'} />
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          <FormattedMessage id="cadmin.profile.logoHint" />
        </Text>
        {logoError ? (
          <Text size="sm" c="red" role="alert" data-testid="cadmin-logo-error">
            {logoError.errors?.[0] ? fieldErrorText(intl, logoError.errors[0]) : <FormattedMessage id={errorMessageId(logoError.code)} />}
          </Text>
        ) : null}
        {saved ? (
          <Text size="sm" c="green" data-testid="cadmin-logo-saved">
            <FormattedMessage id="cadmin.profile.logoSaved" />
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}

function ProfileForm({ profile, machine }: { profile: ClinicProfile; machine: ClinicProfileActorRef }) {
  const intl = useIntl();
  const lang = useLanguage();
  const cities = useSelector(machine, (s) => s.context.cities);
  const [body, setBody] = useState<ClinicProfileBody>(() => ({ ...profileBodyOf(profile), phones: profile.phones.length ? [...profile.phones] : [''] }));
  const saving = useSelector(machine, (s) => s.matches('saving'));
  const saved = useSelector(machine, (s) => s.context.saved === 'profile');
  const error = useSelector(machine, (s) => s.context.error);
  const fieldError = (path: string) => {
    const e = error?.errors?.find((f) => f.path === path);
    return e ? fieldErrorText(intl, e) : undefined;
  };
  const t = (id: string) => intl.formatMessage({ id });
  const LABELS = {
    name: { ka: 'cadmin.profile.name.ka', en: 'cadmin.profile.name.en' },
    address: { ka: 'cadmin.profile.address.ka', en: 'cadmin.profile.address.en' },
    description: { ka: 'cadmin.profile.description.ka', en: 'cadmin.profile.description.en' },
  };
  const localized = (key: 'name' | 'address' | 'description', required = false) =>
    (['ka', 'en'] as const).map((l) => {
      const props = {
        label: t(LABELS[key][l]),
        value: body[key][l],
        withAsterisk: required,
        error: fieldError(`${key}.${l}`),
        onChange: (e: { currentTarget: { value: string } }) => setBody({ ...body, [key]: { ...body[key], [l]: e.currentTarget.value } }),
        'data-testid': `cadmin-${key}-${l}`,
      };
      return key === 'description' ? <Textarea key={l} {...props} autosize minRows={3} maxRows={10} /> : <TextInput key={l} {...props} />;
    });
  const setPhone = (i: number, v: string) => setBody({ ...body, phones: body.phones.map((p, j) => (j === i ? v : p)) });
  return (
    <Stack
      gap="md"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        machine.send({ type: 'user.save', body });
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {localized('name', true)}
      </SimpleGrid>
      <Select
        label={t('cadmin.profile.city')}
        data={cities.map((c) => ({ value: String(c.id), label: pickLocalized(c.name, lang) }))}
        value={body.city_id === null ? null : String(body.city_id)}
        onChange={(v) => setBody({ ...body, city_id: v ? Number(v) : null })}
        clearable
        searchable
        maw={360}
        error={fieldError('city_id')}
        data-testid="cadmin-city"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {localized('address')}
      </SimpleGrid>
      <Stack gap="xs">
        <Text fw={500} size="sm">
          <FormattedMessage id="cadmin.profile.phones" />
        </Text>
        {body.phones.map((phone, i) => (
          <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              inputMode="tel"
              aria-label={intl.formatMessage({ id: 'cadmin.profile.phoneN' }, { n: i + 1 })}
              placeholder="+995 5XX XX XX XX"
              value={phone}
              onChange={(e) => setPhone(i, e.currentTarget.value)}
              error={fieldError(`phones.${i}`)}
              style={{ flex: 1 }}
              maw={320}
              data-testid={`cadmin-phone-${i}`}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={intl.formatMessage({ id: 'cadmin.profile.phoneRemove' }, { n: i + 1 })}
              onClick={() => setBody({ ...body, phones: body.phones.filter((_, j) => j !== i) })}
              data-testid={`cadmin-phone-remove-${i}`}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        {fieldError('phones') ? (
          <Text size="sm" c="red">
            {fieldError('phones')}
          </Text>
        ) : null}
        {body.phones.length < CLINIC_PHONES_MAX ? (
          <Button variant="subtle" w="fit-content" onClick={() => setBody({ ...body, phones: [...body.phones, ''] })} data-testid="cadmin-phone-add">
            <FormattedMessage id="cadmin.profile.phoneAdd" />
          </Button>
        ) : null}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput inputMode="url" label={t('cadmin.profile.website')} placeholder="https://" value={body.website ?? ''} onChange={(e) => setBody({ ...body, website: e.currentTarget.value })} error={fieldError('website')} data-testid="cadmin-website" />
        <TextInput inputMode="email" label={t('cadmin.profile.email')} value={body.email ?? ''} onChange={(e) => setBody({ ...body, email: e.currentTarget.value })} error={fieldError('email')} data-testid="cadmin-email" />
        <TextInput inputMode="url" label={t('cadmin.profile.facebook')} placeholder="https://www.facebook.com/" value={body.facebook ?? ''} onChange={(e) => setBody({ ...body, facebook: e.currentTarget.value })} error={fieldError('facebook')} data-testid="cadmin-facebook" />
      </SimpleGrid>
      {localized('description')}
      {error && !error.errors?.length ? (
        <Alert color="red" data-testid="cadmin-profile-error">
          <FormattedMessage id={errorMessageId(error.code)} />
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        {saved ? (
          <Text size="sm" c="green" data-testid="cadmin-profile-saved">
            <FormattedMessage id="cadmin.profile.saved" />
          </Text>
        ) : null}
        <Button type="submit" loading={saving} data-testid="cadmin-profile-save">
          <FormattedMessage id="cadmin.save" />
        </Button>
      </Group>
    </Stack>
  );
}
