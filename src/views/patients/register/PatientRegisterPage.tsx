import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Card, Group, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { dayjs } from '../../../i18n/dates';
import { errorMessageId } from '../../../i18n/messages';
import type { DeskRegistrationActorRef, DeskRegistrationSnapshot } from '../../../machines/desk-registration/desk-registration.machine';
import type { DeskTextField } from '../../../machines/desk-registration/desk-registration.rules';
import { deskClinicIds } from '../../../protocol/clinic-admin';
import { LANGUAGES, pickLocalized } from '../../../protocol/common';
import type { ExistingPatient } from '../../../protocol/desk-registration';
import type { FieldError } from '../../../protocol/errors';
import { GENDERS } from '../../../protocol/user';
import { useFlow, useRuntime } from '../../actors';
import { COUNTRY_CODES } from '../../auth/register/countries';
import { useLanguage } from '../../services/catalog-hooks';
import { ClinicPicker } from '../../shared/ClinicPicker';
import { BirthdateInput } from '../../shared/BirthdateInput';
import { fieldErrorText, fieldLabel } from '../../shell/AlertBanner';
import { OnlyFor } from '../../shell/OnlyFor';
import { PageHeading } from '../../shell/PageHeading';
import { PageLoader } from '../../shell/PageLoader';

const NONE: number[] = [];

/** The clinics whose desk the signed-in person works at (src/protocol/clinic-admin.ts): null before the session is known. */
function useDeskClinics(): number[] | null {
  return useSelector(useRuntime().session, (s) => {
    const user = s.context.user;
    if (!user) return null;
    const ids = deskClinicIds(user);
    return ids.length === 0 ? NONE : ids;
  });
}

/**
 * `/patient/register` (issue 16): a clinic's operator (administrator or not) registers a patient
 * at the desk or on the phone. Anyone else sees whose page it is; someone at several clinics'
 * desks picks the clinic (kept in `?clinic=`).
 */
export default function PatientRegisterPage() {
  const clinics = useDeskClinics();
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  if (!clinics) return <PageLoader />;
  if (clinics.length === 0) return <OnlyFor messageId="patientRegister.operatorsOnly" testId="patient-register-only" />;
  const asked = Number(search.get('clinic'));
  const clinicId = clinics.includes(asked) ? asked : clinics[0];
  return (
    <Stack gap="lg" maw={760} pb="xl">
      <PageHeading title={<FormattedMessage id="nav.registerPatient" />} intro={<FormattedMessage id="patientRegister.intro" />} />
      {clinics.length > 1 ? (
        <ClinicPicker
          clinics={clinics}
          value={clinicId}
          onChange={(id) => navigate(`/patient/register?clinic=${id}`)}
          labelId="patientRegister.clinic"
          numberId="patientRegister.clinicNumber"
          testId="patient-register-clinic"
        />
      ) : null}
      <DeskRegistration key={clinicId} clinicId={clinicId} />
    </Stack>
  );
}

/** The form's actor for one clinic. */
function DeskRegistration({ clinicId }: { clinicId: number }) {
  const runtime = useRuntime();
  const actor = useActorRef(useFlow('deskRegistration'), { ...runtime.flowOptions, input: { clinicId, today: dayjs().format('YYYY-MM-DD') } });
  const registered = useSelector(actor, (s) => s.hasTag('registered'));
  return registered ? <Registered actor={actor} /> : <RegistrationForm actor={actor} />;
}

/** A field's problem in the person's language; an ID number held by a staff account says so in the desk's words. */
function errorOf(intl: IntlShape, errors: readonly FieldError[], path: string): string | undefined {
  const e = errors.find((x) => x.path === path);
  if (!e) return undefined;
  if (e.path === 'id_number' && e.code === 'field.identifier_taken') return intl.formatMessage({ id: 'patientRegister.idNumberStaff' });
  return fieldErrorText(intl, e);
}

function useField(actor: DeskRegistrationActorRef, field: DeskTextField) {
  const intl = useIntl();
  const value = useSelector(actor, (s) => s.context.draft[field]);
  const error = useSelector(actor, (s) => errorOf(intl, s.context.errors, field));
  return {
    label: fieldLabel(intl, field),
    value,
    error,
    name: field,
    size: 'md' as const,
    onChange: (e: { currentTarget: { value: string } }) => actor.send({ type: 'user.edit', field, value: e.currentTarget.value }),
  };
}

function RegistrationForm({ actor }: { actor: DeskRegistrationActorRef }) {
  const intl = useIntl();
  const busy = useSelector(actor, (s) => s.hasTag('busy') && !s.hasTag('duplicate'));
  const checking = useSelector(actor, (s) => s.hasTag('checking'));
  const error = useSelector(actor, (s) => s.context.error);
  const existing = useSelector(actor, (s) => s.context.existing);
  const idNumber = useField(actor, 'id_number');
  return (
    <form
      noValidate
      data-testid="desk-register-form"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'user.submit' });
      }}
    >
      <Stack gap="xl">
        {error && !existing ? (
          <Alert color="red" data-testid="desk-register-error">
            <FormattedMessage id={errorMessageId(error.code)} />
          </Alert>
        ) : null}
        <Section titleId="patientRegister.section.person">
          <TextInput
            {...idNumber}
            description={checking ? intl.formatMessage({ id: 'patientRegister.checking' }) : intl.formatMessage({ id: 'patientRegister.idHint' })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            inputMode="numeric"
            autoComplete="off"
            maw={320}
            onBlur={() => actor.send({ type: 'user.checkId' })}
            data-testid="desk-id-number"
          />
          {existing ? <Duplicate actor={actor} existing={existing} /> : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput {...useField(actor, 'firstname')} autoComplete="off" data-testid="desk-firstname" />
            <TextInput {...useField(actor, 'lastname')} autoComplete="off" data-testid="desk-lastname" />
          </SimpleGrid>
        </Section>
        <Section titleId="patientRegister.section.details">
          <GenderChoice actor={actor} />
          <Birthdate actor={actor} />
        </Section>
        <Section titleId="patientRegister.section.contact">
          <Phone actor={actor} />
          <TextInput
            {...useField(actor, 'email')}
            description={intl.formatMessage({ id: 'patientRegister.emailHint' })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            type="email"
            autoComplete="off"
            maw={420}
            data-testid="desk-email"
          />
          <LanguageChoice actor={actor} />
        </Section>
        <Group>
          <Button type="submit" size="md" loading={busy} disabled={existing !== null} data-testid="desk-register-submit">
            <FormattedMessage id="patientRegister.submit" />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Section({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Stack gap="md" component="section">
      <Title order={2} size="h4">
        <FormattedMessage id={titleId} />
      </Title>
      {children}
    </Stack>
  );
}

function GenderChoice({ actor }: { actor: DeskRegistrationActorRef }) {
  const intl = useIntl();
  const gender = useSelector(actor, (s) => s.context.draft.gender);
  const error = useSelector(actor, (s) => errorOf(intl, s.context.errors, 'gender'));
  return (
    <Radio.Group label={fieldLabel(intl, 'gender')} size="md" value={gender} onChange={(v) => actor.send({ type: 'user.edit', field: 'gender', value: v })} error={error} name="gender">
      <Group mt="xs" gap="xl">
        {GENDERS.map((g) => (
          <Radio key={g} value={g} label={intl.formatMessage({ id: `register.gender.${g}` })} data-testid={`desk-gender-${g}`} />
        ))}
      </Group>
    </Radio.Group>
  );
}

function Birthdate({ actor }: { actor: DeskRegistrationActorRef }) {
  const intl = useIntl();
  const birth = useSelector(actor, (s) => s.context.draft.birth);
  const error = useSelector(actor, (s) => errorOf(intl, s.context.errors, 'birthdate'));
  const part = (name: 'day' | 'month' | 'year') => ({
    name: `birth_${name}`,
    value: birth[name],
    change: (value: string) => actor.send({ type: 'user.edit', field: `birth.${name}`, value }),
    invalid: error !== undefined,
  });
  return (
    <BirthdateInput
      size="md"
      day={part('day')}
      month={part('month')}
      year={part('year')}
      error={error}
      text={{ dayId: 'register.birth.day', monthId: 'register.birth.month', yearId: 'register.birth.year', chooseMonthId: 'register.birth.chooseMonth', exampleId: 'register.birth.example' }}
    />
  );
}

function Phone({ actor }: { actor: DeskRegistrationActorRef }) {
  const intl = useIntl();
  const country = useField(actor, 'country_code');
  const phone = useField(actor, 'phone_number');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <NativeSelect
        {...country}
        label={fieldLabel(intl, 'country')}
        data={COUNTRY_CODES.map((c) => ({ value: c.code, label: `${intl.formatMessage({ id: c.labelId })} (${c.code})` }))}
      />
      <TextInput
        {...phone}
        leftSection={<Text size="md" c="dimmed">{country.value}</Text>}
        leftSectionWidth={country.value.length * 10 + 24}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        data-testid="desk-phone"
      />
    </SimpleGrid>
  );
}

function LanguageChoice({ actor }: { actor: DeskRegistrationActorRef }) {
  const intl = useIntl();
  const language = useSelector(actor, (s) => s.context.draft.language);
  return (
    <NativeSelect
      size="md"
      maw={320}
      label={intl.formatMessage({ id: 'patientRegister.language' })}
      value={language}
      onChange={(e) => actor.send({ type: 'user.edit', field: 'language', value: e.currentTarget.value })}
      data={LANGUAGES.map((l) => ({ value: l, label: intl.formatMessage({ id: `languageName.${l}` }) }))}
      name="language"
    />
  );
}

/** The patient who already has this ID number: offered instead of a second account. */
function Duplicate({ actor, existing }: { actor: DeskRegistrationActorRef; existing: ExistingPatient }) {
  const lang = useLanguage();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  const name = `${pickLocalized(existing.firstname, lang)} ${pickLocalized(existing.lastname, lang)}`.trim();
  return (
    <Card withBorder radius="md" p="md" bg="var(--mantine-color-yellow-light)" data-testid="desk-duplicate" role="status">
      <Stack gap="xs">
        <Text fw={700}>
          <FormattedMessage id="patientRegister.exists.title" />
        </Text>
        <Text data-testid="desk-duplicate-who">
          {existing.birth_year !== null ? <FormattedMessage id="patientRegister.exists.who" values={{ name, year: existing.birth_year }} /> : name}
        </Text>
        {existing.phone ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="patientRegister.exists.phone" values={{ phone: <span dir="ltr">{existing.phone}</span> }} />
          </Text>
        ) : null}
        <Text size="sm">
          <FormattedMessage id="patientRegister.exists.hint" />
        </Text>
        {error ? (
          <Text size="sm" c="red">
            <FormattedMessage id={errorMessageId(error.code)} />
          </Text>
        ) : null}
        <Group gap="sm">
          <Button variant="filled" onClick={() => actor.send({ type: 'user.openChat' })} loading={busy} data-testid="desk-duplicate-chat">
            <FormattedMessage id="patientRegister.openChat" />
          </Button>
          <Button variant="default" onClick={() => actor.send({ type: 'user.book' })} disabled={busy} data-testid="desk-duplicate-book">
            <FormattedMessage id="patientRegister.book" />
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

const sentState = (s: DeskRegistrationSnapshot) => s.context.resent ?? s.context.result!.sent;

/** The patient is registered: the link's fate, the link again, chat, booking, another registration. */
function Registered({ actor }: { actor: DeskRegistrationActorRef }) {
  const lang = useLanguage();
  const result = useSelector(actor, (s) => s.context.result!);
  const sent = useSelector(actor, sentState);
  const resent = useSelector(actor, (s) => s.context.resent !== null);
  const resendError = useSelector(actor, (s) => s.context.resendError);
  const resending = useSelector(actor, (s) => s.hasTag('busy'));
  const name = `${pickLocalized(result.patient.firstname, lang)} ${pickLocalized(result.patient.lastname, lang)}`.trim();
  return (
    <Card withBorder radius="lg" p="xl" data-testid="desk-registered">
      <Stack gap="md">
        <Title order={2} size="h3">
          <FormattedMessage id="patientRegister.done.title" values={{ name }} />
        </Title>
        <Stack gap={4} data-testid="desk-registered-sent">
          <Text c={sent.sms ? undefined : 'red'}>
            <FormattedMessage id={sent.sms ? 'patientRegister.done.smsSent' : 'patientRegister.done.smsFailed'} />
          </Text>
          {result.has_email ? (
            <Text c={sent.email ? undefined : 'red'}>
              <FormattedMessage id={sent.email ? 'patientRegister.done.emailSent' : 'patientRegister.done.emailFailed'} />
            </Text>
          ) : null}
          {resent ? (
            <Text size="sm" c="dimmed" data-testid="desk-resent">
              <FormattedMessage id="patientRegister.done.resent" />
            </Text>
          ) : null}
          {resendError ? (
            <Text size="sm" c="red">
              <FormattedMessage id={errorMessageId(resendError.code)} />
            </Text>
          ) : null}
        </Stack>
        <Group gap="sm">
          <Button onClick={() => actor.send({ type: 'user.openChat' })} data-testid="desk-open-chat">
            <FormattedMessage id="patientRegister.openChat" />
          </Button>
          <Button component={Link} href={`/patients/${encodeURIComponent(result.patient.id)}`} variant="default" data-testid="desk-book">
            <FormattedMessage id="patientRegister.book" />
          </Button>
          <Button variant="subtle" onClick={() => actor.send({ type: 'user.resend' })} loading={resending} data-testid="desk-resend">
            <FormattedMessage id="patientRegister.done.resend" />
          </Button>
        </Group>
        <Anchor component="button" type="button" onClick={() => actor.send({ type: 'user.again' })} ta="start" data-testid="desk-again">
          <FormattedMessage id="patientRegister.again" />
        </Anchor>
      </Stack>
    </Card>
  );
}
