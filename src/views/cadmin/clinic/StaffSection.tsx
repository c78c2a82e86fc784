import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { errorMessageId } from '../../../i18n/messages';
import type { StaffActorRef, StaffChange } from '../../../machines/cadmin/staff.machine';
import type { AddOperatorBody, StaffOperator } from '../../../protocol/clinic-staff';
import { pickLocalized } from '../../../protocol/common';
import { ErrorCard } from '../../services/CatalogStates';
import { useLanguage } from '../../services/catalog-hooks';
import { fieldErrorText } from '../../shell/AlertBanner';
import { Dialog } from '../../shared/Dialog';

const fullName = (o: { firstname: { ka: string; en: string }; lastname: { ka: string; en: string } }, lang: 'ka' | 'en') =>
  `${pickLocalized(o.firstname, lang)} ${pickLocalized(o.lastname, lang)}`.trim();

/** The clinic's operators with their roles (administrator, support), adding and removing them; the doctors are counted and linked. */
export default function StaffSection({ machine, query }: { machine: StaffActorRef; query: string }) {
  const face = useSelector(machine, (s) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready'));
  const staff = useSelector(machine, (s) => s.context.staff);
  const error = useSelector(machine, (s) => s.context.error);
  const adding = useSelector(machine, (s) => s.matches('adding'));
  const added = useSelector(machine, (s) => s.context.added);
  const lang = useLanguage();
  if (face === 'failed') return <ErrorCard titleId="cadmin.staff.failed" error={error} onRetry={() => machine.send({ type: 'user.retry' })} />;
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="cadmin-staff" component="section" aria-labelledby="cadmin-staff-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="h4" id="cadmin-staff-title">
            <FormattedMessage id="cadmin.staff.title" />
          </Title>
          {staff ? (
            <Anchor component={Link} href={`/cadmin/doctors${query}`} data-testid="cadmin-staff-doctors">
              <FormattedMessage id="cadmin.staff.doctors" values={{ count: staff.doctors }} />
            </Anchor>
          ) : null}
        </Group>
        {face === 'loading' || !staff ? (
          <Stack gap="sm" aria-busy="true" data-testid="cadmin-staff-loading">
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Stack>
        ) : (
          <>
            {added ? (
              <Alert color="green" data-testid="cadmin-staff-added">
                <FormattedMessage id={added.created ? 'cadmin.staff.invited' : 'cadmin.staff.added'} />
              </Alert>
            ) : null}
            {error && !adding ? (
              <Alert color="red" data-testid="cadmin-staff-error">
                <FormattedMessage id={errorMessageId(error.code)} />
              </Alert>
            ) : null}
            {staff.operators.length === 0 ? (
              <Text c="dimmed" data-testid="cadmin-staff-empty">
                <FormattedMessage id="cadmin.staff.empty" />
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                {staff.operators.map((o) => (
                  <OperatorCard key={o.id} operator={o} machine={machine} name={fullName(o, lang)} />
                ))}
              </SimpleGrid>
            )}
            {adding ? (
              <AddOperator machine={machine} />
            ) : (
              <Button variant="light" w="fit-content" onClick={() => machine.send({ type: 'user.startAdd' })} data-testid="cadmin-staff-add">
                <FormattedMessage id="cadmin.staff.add" />
              </Button>
            )}
            <ConfirmChange machine={machine} staff={staff.operators} />
          </>
        )}
      </Stack>
    </Card>
  );
}

function OperatorCard({ operator: o, machine, name }: { operator: StaffOperator; machine: StaffActorRef; name: string }) {
  const busy = useSelector(machine, (s) => s.hasTag('busy') || s.matches('confirming'));
  const intl = useIntl();
  const change = (c: StaffChange) => machine.send({ type: 'user.change', change: c });
  return (
    <Card withBorder radius="md" p="sm" data-testid="cadmin-operator">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} data-testid="cadmin-operator-name">
            {name}
          </Text>
          {o.invited ? (
            <Badge variant="light" color="yellow">
              <FormattedMessage id="cadmin.staff.invitedBadge" />
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {[o.id_number, o.phone, o.email].filter(Boolean).join(' · ')}
        </Text>
        <Group gap="lg" wrap="wrap">
          <Switch
            label={intl.formatMessage({ id: 'cadmin.staff.admin' })}
            checked={o.admin}
            disabled={busy}
            onChange={(e) => change({ kind: 'admin', userId: o.id, on: e.currentTarget.checked })}
            data-testid="cadmin-operator-admin"
          />
          <Switch
            label={intl.formatMessage({ id: 'cadmin.staff.support' })}
            checked={o.support}
            disabled={busy}
            onChange={(e) => change({ kind: 'support', userId: o.id, on: e.currentTarget.checked })}
            data-testid="cadmin-operator-support"
          />
          <Button variant="subtle" color="red" size="compact-sm" disabled={busy} onClick={() => change({ kind: 'remove', userId: o.id })} data-testid="cadmin-operator-remove">
            <FormattedMessage id="cadmin.staff.remove" />
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

const QUESTIONS: Record<StaffChange['kind'], string> = {
  remove: 'cadmin.staff.confirmRemove',
  admin: 'cadmin.staff.confirmAdminOff',
  support: 'cadmin.staff.confirmSupportOff',
};

/** The confirmation of a change that takes something away. */
function ConfirmChange({ machine, staff }: { machine: StaffActorRef; staff: StaffOperator[] }) {
  const change = useSelector(machine, (s) => (s.matches('confirming') ? s.context.change : null));
  const lang = useLanguage();
  const intl = useIntl();
  const who = staff.find((o) => o.id === change?.userId);
  const question = change ? QUESTIONS[change.kind] : '';
  return (
    <Dialog opened={Boolean(change)} onClose={() => machine.send({ type: 'user.cancel' })} title={intl.formatMessage({ id: 'cadmin.staff.confirmTitle' })} centered>
      <Stack gap="md" data-testid="cadmin-confirm">
        <Text>{question ? intl.formatMessage({ id: question }, { name: who ? fullName(who, lang) : '' }) : null}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => machine.send({ type: 'user.cancel' })} data-testid="cadmin-confirm-cancel">
            <FormattedMessage id="cadmin.cancel" />
          </Button>
          <Button color="red" onClick={() => machine.send({ type: 'user.confirm' })} data-testid="cadmin-confirm-ok">
            <FormattedMessage id="cadmin.confirm" />
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

const EMPTY_NEW = { firstname: { ka: '', en: '' }, lastname: { ka: '', en: '' }, phone: '', email: '' };

/** Adding an operator: the ID number first, then either the existing operator or the new account's details. */
function AddOperator({ machine }: { machine: StaffActorRef }) {
  const intl = useIntl();
  const lang = useLanguage();
  const [idNumber, setIdNumber] = useState('');
  const [details, setDetails] = useState(EMPTY_NEW);
  const lookup = useSelector(machine, (s) => s.context.lookup);
  const looking = useSelector(machine, (s) => s.matches({ adding: 'lookingUp' }));
  const submitting = useSelector(machine, (s) => s.matches({ adding: 'submitting' }));
  const error = useSelector(machine, (s) => s.context.error);
  const fieldError = (path: string) => {
    const e = error?.errors?.find((f) => f.path === path);
    return e ? fieldErrorText(intl, e) : undefined;
  };
  const t = (id: string) => intl.formatMessage({ id });
  const body = (): AddOperatorBody => (lookup?.status === 'none' ? { id_number: idNumber, ...details, email: details.email || null, language: lang } : { id_number: idNumber });
  const LABELS = {
    firstname: { ka: 'cadmin.staff.firstname.ka', en: 'cadmin.staff.firstname.en' },
    lastname: { ka: 'cadmin.staff.lastname.ka', en: 'cadmin.staff.lastname.en' },
  };
  const name = (key: 'firstname' | 'lastname', l: 'ka' | 'en') => (
    <TextInput
      key={`${key}-${l}`}
      label={t(LABELS[key][l])}
      withAsterisk
      value={details[key][l]}
      onChange={(e) => setDetails({ ...details, [key]: { ...details[key], [l]: e.currentTarget.value } })}
      error={fieldError(`${key}.${l}`)}
      data-testid={`cadmin-new-${key}-${l}`}
    />
  );
  return (
    <Card withBorder radius="md" p="md" bg="gray.0" data-testid="cadmin-add-operator">
      <Stack gap="sm">
        <Title order={3} fz="md">
          <FormattedMessage id="cadmin.staff.add" />
        </Title>
        <Group
          component="form"
          align="flex-end"
          gap="sm"
          wrap="wrap"
          onSubmit={(e) => {
            e.preventDefault();
            machine.send({ type: 'user.lookup', idNumber });
          }}
        >
          <TextInput label={t('cadmin.staff.idNumber')} inputMode="numeric" maxLength={11} value={idNumber} onChange={(e) => setIdNumber(e.currentTarget.value)} error={fieldError('id_number')} data-testid="cadmin-new-id" w={220} />
          <Button type="submit" variant="light" loading={looking} data-testid="cadmin-new-find">
            <FormattedMessage id="cadmin.staff.find" />
          </Button>
        </Group>
        {lookup?.status === 'other' ? (
          <Alert color="yellow" data-testid="cadmin-new-other">
            <FormattedMessage id="error.cadmin.not_operator" />
          </Alert>
        ) : null}
        {lookup?.status === 'operator' ? (
          <Text data-testid="cadmin-new-existing">
            <FormattedMessage id={lookup.member ? 'cadmin.staff.alreadyHere' : 'cadmin.staff.existing'} values={{ name: fullName(lookup, lang) }} />
          </Text>
        ) : null}
        {lookup?.status === 'none' ? (
          <Stack gap="sm" data-testid="cadmin-new-details">
            <Text size="sm" c="dimmed">
              <FormattedMessage id="cadmin.staff.newAccount" />
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {name('firstname', 'ka')}
              {name('lastname', 'ka')}
              {name('firstname', 'en')}
              {name('lastname', 'en')}
              <TextInput inputMode="tel" label={t('cadmin.staff.phone')} withAsterisk placeholder="+995 5XX XX XX XX" value={details.phone} onChange={(e) => setDetails({ ...details, phone: e.currentTarget.value })} error={fieldError('phone')} data-testid="cadmin-new-phone" />
              <TextInput inputMode="email" label={t('cadmin.staff.email')} value={details.email} onChange={(e) => setDetails({ ...details, email: e.currentTarget.value })} error={fieldError('email')} data-testid="cadmin-new-email" />
            </SimpleGrid>
          </Stack>
        ) : null}
        {error && !error.errors?.length ? (
          <Alert color="red" data-testid="cadmin-new-error">
            <FormattedMessage id={errorMessageId(error.code)} />
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => machine.send({ type: 'user.cancel' })} disabled={submitting} data-testid="cadmin-new-cancel">
            <FormattedMessage id="cadmin.cancel" />
          </Button>
          {lookup?.status === 'none' || (lookup?.status === 'operator' && !lookup.member) ? (
            <Button onClick={() => machine.send({ type: 'user.add', body: body() })} loading={submitting} data-testid="cadmin-new-submit">
              <FormattedMessage id={lookup.status === 'none' ? 'cadmin.staff.createAndInvite' : 'cadmin.staff.addExisting'} />
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
