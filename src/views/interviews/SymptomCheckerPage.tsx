import { Alert, Badge, Button, Card, CloseButton, Group, Loader, NumberInput, Radio, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { MAX_COMPLAINTS, validAge, type AgeUnit, type Person, type Sex, type SymptomStartActorRef, type Subject } from '../../machines/interviews/symptom-start.machine';
import type { ResourceMachine } from '../../machines/catalog/resource.machine';
import type { Catalogue } from '../../protocol/interviews';
import { ageOf } from '../../protocol/user';
import { errorMessageId } from '../../i18n/messages';
import { useFlow, useRuntime } from '../actors';
import { ErrorCard } from '../services/CatalogStates';
import { useLanguage, useResource } from '../services/catalog-hooks';
import { Icon } from '../shell/Icon';
import { PageHeading } from '../shell/PageHeading';
import { NotADiagnosis } from './NotADiagnosis';

/**
 * /symptom-checker (public): who the check is for (age and sex), then the complaints, found by
 * typing or picked from a body area; then the interview starts.
 */
export default function SymptomCheckerPage() {
  const runtime = useRuntime();
  const lang = useLanguage();
  const search = useSearch();
  const user = useSelector(runtime.session, (s) => s.context.user);
  const patient = user?.type === 'Patient' ? user : null;
  const start = useActorRef(useFlow('symptomStart'), {
    ...runtime.flowOptions,
    input: {
      language: lang,
      signedIn: user !== null,
      profile: { age: patient?.birthdate ? ageOf(patient.birthdate) : null, sex: patient?.gender ?? null },
      scheduleId: new URLSearchParams(search).get('schedule'),
    },
  });
  // Loaded with the page, so moving on to the complaints never waits for code.
  const catalogueMachine = useFlow('symptomCatalogue');
  const step = useSelector(start, (s) => (s.matches('who') ? 'who' : 'complaints'));
  return (
    <Stack gap="lg" maw={760}>
      <PageHeading title={<FormattedMessage id="interview.start.title" />} intro={<FormattedMessage id="interview.start.intro" />} />
      <NotADiagnosis />
      {step === 'who' ? <WhoStep start={start} /> : <ComplaintsStep start={start} catalogueMachine={catalogueMachine} />}
    </Stack>
  );
}

function WhoStep({ start }: { start: SymptomStartActorRef }) {
  const intl = useIntl();
  const profile = useSelector(start, (s) => s.context.profile);
  const earlier = useSelector(start, (s) => s.context.person);
  const [subject, setSubject] = useState<Subject>(earlier?.subject ?? 'self');
  const [age, setAge] = useState<number | ''>(earlier?.age ?? (subject === 'self' ? profile.age ?? '' : ''));
  const [unit, setUnit] = useState<AgeUnit>(earlier?.ageUnit ?? 'year');
  const [sex, setSex] = useState<Sex | null>(earlier?.sex ?? (subject === 'self' ? profile.sex : null));
  const [tried, setTried] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Back from the complaints by Change: the step's title takes the focus the button lost.
    if (earlier) title.current?.focus();
  }, [earlier]);
  const ageOk = age !== '' && validAge(age, unit);
  const chooseSubject = (value: Subject) => {
    setSubject(value);
    setAge(value === 'self' ? profile.age ?? '' : '');
    setUnit('year');
    setSex(value === 'self' ? profile.sex : null);
    setTried(false);
  };
  const submit = () => {
    setTried(true);
    if (ageOk && sex) start.send({ type: 'user.person', person: { subject, age: age as number, ageUnit: unit, sex } satisfies Person });
  };
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="form" onSubmit={(e) => { e.preventDefault(); submit(); }} data-testid="who-step">
      <Stack gap="lg">
        <Title order={2} fz="h4" ref={title} tabIndex={-1} style={{ outline: 'none' }}>
          <FormattedMessage id="interview.who.title" />
        </Title>
        <SegmentedControl
          fullWidth
          size="md"
          value={subject}
          onChange={(v) => chooseSubject(v as Subject)}
          data={[
            { value: 'self', label: intl.formatMessage({ id: 'interview.who.self' }) },
            { value: 'other', label: intl.formatMessage({ id: 'interview.who.other' }) },
          ]}
          data-testid="who-subject"
        />
        <Group align="flex-start" gap="sm" grow wrap="nowrap">
          <NumberInput
            size="md"
            label={intl.formatMessage({ id: subject === 'self' ? 'interview.who.ageSelf' : 'interview.who.ageOther' })}
            value={age}
            onChange={(v) => setAge(typeof v === 'number' ? v : v === '' ? '' : Number(v))}
            min={0}
            max={unit === 'month' ? 24 : 130}
            allowDecimal={false}
            allowNegative={false}
            inputMode="numeric"
            error={tried && !ageOk ? intl.formatMessage({ id: unit === 'month' ? 'interview.who.ageMonthsError' : 'interview.who.ageError' }) : undefined}
            data-testid="who-age"
          />
          <Select
            size="md"
            label={intl.formatMessage({ id: 'interview.who.unit' })}
            value={unit}
            onChange={(v) => setUnit((v as AgeUnit) ?? 'year')}
            allowDeselect={false}
            data={[
              { value: 'year', label: intl.formatMessage({ id: 'interview.who.years' }) },
              { value: 'month', label: intl.formatMessage({ id: 'interview.who.months' }) },
            ]}
            data-testid="who-unit"
          />
        </Group>
        <Radio.Group
          size="md"
          label={intl.formatMessage({ id: 'interview.who.sex' })}
          value={sex ?? ''}
          onChange={(v) => setSex(v as Sex)}
          error={tried && !sex ? intl.formatMessage({ id: 'interview.who.sexError' }) : undefined}
        >
          <Group mt="xs" gap="xl">
            <Radio value="female" label={intl.formatMessage({ id: 'interview.who.female' })} data-testid="who-female" />
            <Radio value="male" label={intl.formatMessage({ id: 'interview.who.male' })} data-testid="who-male" />
          </Group>
        </Radio.Group>
        <Group justify="flex-end">
          <Button type="submit" size="md" data-testid="who-next">
            <FormattedMessage id="interview.who.next" />
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function ComplaintsStep({ start, catalogueMachine }: { start: SymptomStartActorRef; catalogueMachine: ResourceMachine }) {
  const intl = useIntl();
  const lang = useLanguage();
  const person = useSelector(start, (s) => s.context.person!);
  const complaints = useSelector(start, (s) => s.context.complaints);
  const query = useSelector(start, (s) => s.context.query);
  const hits = useSelector(start, (s) => s.context.hits);
  const searching = useSelector(start, (s) => s.hasTag('searching'));
  const searchError = useSelector(start, (s) => s.context.searchError);
  const busy = useSelector(start, (s) => s.hasTag('busy'));
  const error = useSelector(start, (s) => s.context.error);
  const full = complaints.length >= MAX_COMPLAINTS;
  const chosen = new Set(complaints.map((c) => c.id));
  const add = (symptom: { id: string; name: string }) => start.send({ type: 'user.add', symptom });
  const title = useRef<HTMLHeadingElement>(null);
  // Shown only after the who step's Next: its title takes the focus the button lost.
  useEffect(() => title.current?.focus(), []);
  const ageText = intl.formatMessage({ id: person.ageUnit === 'month' ? 'interview.who.summaryMonths' : 'interview.who.summaryYears' }, { age: person.age });
  return (
    <Stack gap="md">
      <Card withBorder radius="lg" p="md">
        <Group justify="space-between" wrap="nowrap">
          <Text data-testid="who-summary">
            <FormattedMessage
              id={person.subject === 'self' ? 'interview.who.summarySelf' : 'interview.who.summaryOther'}
              values={{ age: ageText, sex: intl.formatMessage({ id: person.sex === 'female' ? 'interview.who.female' : 'interview.who.male' }) }}
            />
          </Text>
          <Button variant="subtle" onClick={() => start.send({ type: 'user.editPerson' })} data-testid="who-edit">
            <FormattedMessage id="interview.who.change" />
          </Button>
        </Group>
      </Card>

      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={2} fz="h4" ref={title} tabIndex={-1} style={{ outline: 'none' }}>
            <FormattedMessage id="interview.complaints.title" />
          </Title>
          <TextInput
            size="md"
            leftSection={<Icon name="search" />}
            rightSection={searching ? <Loader size="xs" /> : null}
            label={intl.formatMessage({ id: 'interview.complaints.searchLabel' })}
            placeholder={intl.formatMessage({ id: 'interview.complaints.searchHint' })}
            value={query}
            onChange={(e) => start.send({ type: 'user.search', query: e.currentTarget.value })}
            disabled={full}
            data-testid="complaint-search"
          />
          {searchError ? <Text c="red" size="sm"><FormattedMessage id={errorMessageId(searchError.code)} /></Text> : null}
          {query.trim().length >= 2 && !searching && hits.length === 0 && !searchError ? (
            <Text c="dimmed" size="sm" data-testid="complaint-no-hits">
              <FormattedMessage id="interview.complaints.noHits" />
            </Text>
          ) : null}
          {hits.length > 0 ? (
            <Stack gap={4} role="list" aria-label={intl.formatMessage({ id: 'interview.complaints.hits' })}>
              {hits.map((h) => {
                // Not `disabled` once added: the button keeps the focus it was pressed with.
                const off = chosen.has(h.id) || full;
                return (
                  <div key={h.id} role="listitem">
                    <UnstyledButton
                      w="100%"
                      onClick={() => off || add({ id: h.id, name: h.name })}
                      aria-disabled={off || undefined}
                      p="sm"
                      style={{ borderRadius: 8, border: '1px solid var(--mantine-color-default-border)', opacity: chosen.has(h.id) ? 0.5 : 1, cursor: off ? 'default' : undefined }}
                      data-testid="complaint-hit"
                    >
                      <Group justify="space-between" wrap="nowrap">
                        <Text>{h.name}</Text>
                        <Text c="blue" size="sm" fw={500}>
                          <FormattedMessage id={chosen.has(h.id) ? 'interview.complaints.added' : 'interview.complaints.add'} />
                        </Text>
                      </Group>
                    </UnstyledButton>
                  </div>
                );
              })}
            </Stack>
          ) : null}
          <BodyAreaPicker machine={catalogueMachine} lang={lang} sex={person.sex} chosen={chosen} disabled={full} onAdd={add} />
        </Stack>
      </Card>

      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="complaints-chosen">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            <FormattedMessage id="interview.complaints.chosen" values={{ count: complaints.length, max: MAX_COMPLAINTS }} />
          </Title>
          {complaints.length === 0 ? (
            <Text c="dimmed">
              <FormattedMessage id="interview.complaints.none" />
            </Text>
          ) : (
            <Group gap="xs">
              {complaints.map((c) => (
                <Badge key={c.id} size="lg" variant="light" radius="sm" tt="none" pr={4} rightSection={<CloseButton size="sm" aria-label={intl.formatMessage({ id: 'interview.complaints.remove' }, { name: c.name })} onClick={() => start.send({ type: 'user.remove', id: c.id })} />} data-testid="complaint-chip">
                  {c.name}
                </Badge>
              ))}
            </Group>
          )}
          {error ? (
            <Alert color="red" data-testid="start-error">
              <FormattedMessage id={errorMessageId(error.code)} />
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button size="md" onClick={() => start.send({ type: 'user.start' })} disabled={complaints.length === 0} loading={busy} data-testid="start-interview">
              <FormattedMessage id="interview.complaints.start" />
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

/** Body areas as a clear list: pick an area, then its symptoms (only those for the person's sex). */
function BodyAreaPicker({ machine, lang, sex, chosen, disabled, onAdd }: { machine: ResourceMachine; lang: 'ka' | 'en'; sex: Sex; chosen: Set<string>; disabled: boolean; onAdd(s: { id: string; name: string }): void }) {
  const intl = useIntl();
  const catalogue = useResource<Catalogue>(machine, { lang });
  const [areaId, setAreaId] = useState<string | null>(null);
  const area = catalogue.data?.body_areas.find((a) => a.id === areaId) ?? null;
  const symptoms = useMemo(() => (area ? [...area.symptoms.both, ...area.symptoms[sex]].sort((a, b) => a.name.localeCompare(b.name, lang)) : []), [area, sex, lang]);
  if (catalogue.face === 'failed') return <ErrorCard titleId="interview.complaints.areasFailed" error={catalogue.error} onRetry={catalogue.retry} />;
  return (
    <Stack gap="sm">
      <Select
        size="md"
        label={intl.formatMessage({ id: 'interview.complaints.areaLabel' })}
        placeholder={intl.formatMessage({ id: 'interview.complaints.areaHint' })}
        data={(catalogue.data?.body_areas ?? []).map((a) => ({ value: a.id, label: a.name }))}
        value={areaId}
        onChange={setAreaId}
        searchable
        disabled={catalogue.face === 'loading'}
        rightSection={catalogue.face === 'loading' ? <Loader size="xs" /> : undefined}
        comboboxProps={{ withinPortal: true }}
        data-testid="body-area"
      />
      {area ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} data-testid="area-symptoms">
          {symptoms.map((s) => (
            <Button key={s.id} variant={chosen.has(s.id) ? 'light' : 'default'} justify="flex-start" h="auto" py={8} styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }} disabled={disabled && !chosen.has(s.id)} onClick={() => onAdd(s)} leftSection={chosen.has(s.id) ? <Icon name="check" size={16} /> : null} data-testid="area-symptom">
              {s.name}
            </Button>
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
