import { Alert, Anchor, Button, Card, FileButton, Group, List, Select, SimpleGrid, Skeleton, Stack, Text, Textarea, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { errorMessageId } from '../../i18n/messages';
import { sameOffer, slotsByDay, windowDays } from '../../machines/booking/booking-rules';
import type { BookingActorRef } from '../../machines/booking/booking.machine';
import type { BookingOffer, Slot } from '../../machines/booking/booking.types';
import { pickLocalized, type Localized } from '../../protocol/common';
import type { AppError } from '../../protocol/errors';
import { SCHEDULE_COMMENT_MAX, SCHEDULE_FILES_MAX, schedulePath } from '../../protocol/schedules';
import { useFlow, useRuntime } from '../actors';
import { Price } from '../services/Price';
import { useLanguage } from '../services/catalog-hooks';
import { fieldErrorText } from '../shell/AlertBanner';
import { clinicToday, dayLabel, slotTimes } from './booking-time';
import { newClientId } from '../../machines/chats/chat-rules';

/** An offer as the panel shows it: the machine's offer with the names a person reads. */
export interface BookableOffer extends BookingOffer {
  service: Localized;
  clinic: Localized;
  /** The doctor's name (on a service page, where the doctor is chosen too). */
  doctor?: string;
}

/**
 * The booking panel of /doctor/{id} and /service/{id}: service, day, slot, details, review,
 * booked; or the waiting list when the doctor is fully booked. Anonymous visitors see the free
 * slots and sign in when they pick one; doctors and operators do not book here.
 * `?book=<clinic service>&doctor=<id>&day=<YYYY-MM-DD>&interview=<id>` (coming back from signing in, or
 * from the symptom checker) picks up where the person left off.
 */
export default function BookingPanel({ offers }: { offers: BookableOffer[] }) {
  const { session } = useRuntime();
  const role = useSelector(session, (s) => (s.hasTag('signed in') ? (s.context.user?.type ?? null) : null));
  if (role === 'Doctor') return null;
  if (role === 'ClinicOperator') {
    return (
      <Text c="dimmed" data-testid="booking-operator">
        <FormattedMessage id="booking.operator" values={{ link: (chunks) => <Anchor component={Link} href="/schedules">{chunks}</Anchor> }} />
      </Text>
    );
  }
  if (offers.length === 0) return null;
  // Signing in or out starts the booking afresh (as the person now is).
  return <Booking key={role ?? 'guest'} offers={offers} signedIn={role === 'Patient'} />;
}

function Booking({ offers, signedIn }: { offers: BookableOffer[]; signedIn: boolean }) {
  const runtime = useRuntime();
  const search = new URLSearchParams(useSearch());
  const input = {
    offers: offers.map(({ service: _s, clinic: _c, doctor: _d, ...o }) => o),
    signedIn,
    today: clinicToday(),
    clinicServiceId: Number(search.get('book')) || null,
    doctorId: search.get('doctor'),
    day: search.get('day'),
    interviewId: search.get('interview'),
    idSeed: newClientId(),
  };
  const booking = useActorRef(useFlow('booking'), { input, ...runtime.flowOptions });
  const panel = useRef<HTMLDivElement>(null);
  const cameBack = input.clinicServiceId !== null || input.interviewId !== null;
  useEffect(() => {
    // Back from signing in, or from the symptom checker: show the panel, not the top of the page.
    if (cameBack || location.hash === '#booking') panel.current?.scrollIntoView?.({ block: 'start' });
  }, [cameBack]);
  const step = useSelector(booking, (s) =>
    s.matches('choosingService') ? 'service' : s.matches('slots') ? 'slots' : s.matches('details') ? 'details' : s.matches('review') || s.matches('confirming') ? 'review' : s.matches('booked') ? 'booked' : 'leaving',
  );
  const offer = useSelector(booking, (s) => s.context.offer);
  const shown = offers.find((o) => offer && sameOffer(o, offer)) ?? null;
  const title = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    // Each step replaces the one whose button was pressed: the new step's first `data-step-focus`
    // (what it is about: the taken-slot notice, the time chosen, the booking done) or the panel's
    // title takes the focus, so the keyboard and screen readers go on from there.
    if (shownStep.current === step) return;
    shownStep.current = step;
    (panel.current?.querySelector<HTMLElement>('[data-step-focus]') ?? title.current)?.focus();
  }, [step]);
  return (
    <Card ref={panel} withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} id="booking" data-testid="booking-panel">
      <Stack gap="md">
        <Title order={2} fz="h4" ref={title} tabIndex={-1} style={{ outline: 'none' }}>
          <FormattedMessage id="booking.title" />
        </Title>
        {step !== 'service' && shown ? <ChosenOffer offer={shown} canChange={offers.length > 1 && step === 'slots'} onChange={() => booking.send({ type: 'user.changeService' })} /> : null}
        {step === 'service' ? <OfferChoice offers={offers} onPick={(o) => booking.send({ type: 'user.pickService', clinicServiceId: o.clinicServiceId, doctorId: o.doctorId })} /> : null}
        {step === 'slots' ? <SlotStep booking={booking} signedIn={signedIn} /> : null}
        {step === 'details' ? <DetailsStep booking={booking} /> : null}
        {step === 'review' && shown ? <ReviewStep booking={booking} offer={shown} /> : null}
        {step === 'booked' ? <BookedStep booking={booking} online={shown?.template === 'video_consultation'} /> : null}
      </Stack>
    </Card>
  );
}

function OfferText({ offer }: { offer: BookableOffer }) {
  const lang = useLanguage();
  return (
    <Stack gap={2} miw={0}>
      <Text fw={600}>{pickLocalized(offer.service, lang)}</Text>
      <Text size="sm" c="dimmed">
        {[offer.doctor, pickLocalized(offer.clinic, lang)].filter(Boolean).join(' · ')}
      </Text>
      <Text size="sm">
        <FormattedMessage id="booking.offer.meta" values={{ minutes: offer.durationMinutes, price: <Price tetri={offer.price} /> }} />
      </Text>
    </Stack>
  );
}

function OfferChoice({ offers, onPick }: { offers: BookableOffer[]; onPick(offer: BookableOffer): void }) {
  return (
    <Stack gap="xs">
      <Text fw={500}>
        <FormattedMessage id="booking.service.choose" />
      </Text>
      {offers.map((o) => (
        <UnstyledButton key={`${o.doctorId}/${o.clinicServiceId}`} onClick={() => onPick(o)} data-testid="booking-offer">
          <Card withBorder radius="md" p="sm">
            <OfferText offer={o} />
          </Card>
        </UnstyledButton>
      ))}
    </Stack>
  );
}

function ChosenOffer({ offer, canChange, onChange }: { offer: BookableOffer; canChange: boolean; onChange(): void }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" data-testid="booking-chosen">
      <OfferText offer={offer} />
      {canChange ? (
        <Button variant="subtle" size="compact-sm" onClick={onChange}>
          <FormattedMessage id="booking.service.change" />
        </Button>
      ) : null}
    </Group>
  );
}

function ErrorText({ error }: { error: AppError | null }) {
  if (!error) return null;
  return (
    <Alert color="red" data-testid="booking-error">
      <FormattedMessage id={errorMessageId(error.code)} />
    </Alert>
  );
}

function SlotStep({ booking, signedIn }: { booking: BookingActorRef; signedIn: boolean }) {
  const deviceZone = useRuntime().device.timeZone();
  const lang = useLanguage();
  const face = useSelector(booking, (s) => (s.matches({ slots: 'loading' }) ? 'loading' : s.matches({ slots: 'failed' }) ? 'failed' : s.matches({ slots: 'fullyBooked' }) ? 'full' : 'choosing'));
  const slots = useSelector(booking, (s) => s.context.slots);
  const from = useSelector(booking, (s) => s.context.from);
  const today = useSelector(booking, (s) => s.context.today);
  const day = useSelector(booking, (s) => s.context.day);
  const notice = useSelector(booking, (s) => s.context.notice);
  const error = useSelector(booking, (s) => s.context.error);
  // Back from the details: the time chosen before is marked, and takes the focus, to keep or change.
  const chosen = useSelector(booking, (s) => s.context.slot?.start ?? null);
  const intl = useIntl();
  const days = useMemo(() => (slots ? slotsByDay(slots.slots, slots.time_zone) : new Map<string, Slot[]>()), [slots]);
  if (face === 'full') return <WaitingList booking={booking} signedIn={signedIn} />;
  const week = windowDays(from);
  const daySlots = day ? (days.get(day) ?? []) : [];
  return (
    <Stack gap="sm">
      {notice === 'slot_taken' ? (
        <Alert color="yellow" tabIndex={-1} style={{ outline: 'none' }} data-step-focus data-testid="booking-slot-taken">
          <FormattedMessage id="error.schedule.slot_taken" />
        </Alert>
      ) : null}
      <Group justify="space-between" wrap="nowrap">
        {/* Looking disabled, not `disabled`: pressing one must not drop the focus while the week loads. */}
        <Button variant="default" size="compact-md" data-disabled={from <= today || face === 'loading' || undefined} aria-disabled={from <= today || face === 'loading' || undefined} onClick={() => booking.send({ type: 'user.shiftWeek', by: -1 })} aria-label={intl.formatMessage({ id: 'booking.week.previous' })}>
          ‹
        </Button>
        <Text fw={500} size="sm" ta="center" data-testid="booking-week">
          {dayLabel(week[0], lang, 'D MMM')} – {dayLabel(week[6], lang, 'D MMM')}
        </Text>
        <Button variant="default" size="compact-md" data-disabled={face === 'loading' || undefined} aria-disabled={face === 'loading' || undefined} onClick={() => booking.send({ type: 'user.shiftWeek', by: 1 })} aria-label={intl.formatMessage({ id: 'booking.week.next' })}>
          ›
        </Button>
      </Group>
      {face === 'loading' ? <Skeleton height={120} radius="md" data-testid="booking-slots-loading" /> : null}
      {face === 'failed' ? (
        <Stack gap="xs" align="flex-start" data-testid="booking-slots-failed">
          <ErrorText error={error} />
          <Button variant="light" onClick={() => booking.send({ type: 'user.retry' })}>
            <FormattedMessage id="common.retry" />
          </Button>
        </Stack>
      ) : null}
      {face === 'choosing' ? (
        <>
          <SimpleGrid cols={{ base: 4, xs: 7 }} spacing={6}>
            {week.map((d) => {
              const count = days.get(d)?.length ?? 0;
              return (
                <Button
                  key={d}
                  variant={d === day ? 'filled' : 'default'}
                  disabled={count === 0}
                  px={4}
                  h={52}
                  onClick={() => booking.send({ type: 'user.pickDay', day: d })}
                  data-testid="booking-day"
                  aria-pressed={d === day}
                  aria-label={dayLabel(d, lang)}
                >
                  <Stack gap={0} align="center">
                    <Text size="xs" inherit>
                      {dayLabel(d, lang, 'dd')}
                    </Text>
                    <Text fw={600} inherit>
                      {dayLabel(d, lang, 'D')}
                    </Text>
                  </Stack>
                </Button>
              );
            })}
          </SimpleGrid>
          {days.size === 0 ? (
            <Text c="dimmed" data-testid="booking-week-empty">
              <FormattedMessage id="booking.week.empty" />
            </Text>
          ) : (
            <Stack gap={6}>
              <Text fw={500}>{day ? dayLabel(day, lang) : null}</Text>
              <SimpleGrid cols={{ base: 3, xs: 4, sm: 5 }} spacing={6}>
                {daySlots.map((slot) => {
                  const t = slotTimes(slot.start, slots!.time_zone, deviceZone);
                  return (
                    <Button
                      key={slot.start}
                      variant={slot.start === chosen ? 'filled' : 'light'}
                      h="auto"
                      py={6}
                      onClick={() => booking.send({ type: 'user.pickSlot', start: slot.start })}
                      aria-pressed={slot.start === chosen}
                      data-step-focus={slot.start === chosen || undefined}
                      data-testid="booking-slot"
                    >
                      <Stack gap={0} align="center">
                        <Text fw={600} inherit>
                          {t.clinic}
                        </Text>
                        {t.local ? (
                          <Text size="xs" inherit data-testid="booking-slot-local">
                            <FormattedMessage id="booking.localTime" values={{ time: t.local }} />
                          </Text>
                        ) : null}
                      </Stack>
                    </Button>
                  );
                })}
              </SimpleGrid>
              <Text size="xs" c="dimmed">
                <FormattedMessage id="booking.clinicTime" />
              </Text>
              {!signedIn ? (
                <Text size="sm" c="dimmed" data-testid="booking-sign-in-note">
                  <FormattedMessage id="booking.signInNote" />
                </Text>
              ) : null}
            </Stack>
          )}
        </>
      ) : null}
    </Stack>
  );
}

function WaitingList({ booking, signedIn }: { booking: BookingActorRef; signedIn: boolean }) {
  const checking = useSelector(booking, (s) => s.matches({ slots: { fullyBooked: 'checking' } }));
  const busy = useSelector(booking, (s) => s.hasTag('busy'));
  const waiting = useSelector(booking, (s) => s.context.waiting);
  const error = useSelector(booking, (s) => s.context.error);
  return (
    <Stack gap="sm" data-testid="booking-full">
      <Text fw={500}>
        <FormattedMessage id="booking.full.title" />
      </Text>
      {checking ? (
        <Skeleton height={36} />
      ) : waiting ? (
        <>
          <Alert color="green" data-testid="booking-waiting">
            <FormattedMessage id="booking.waiting.on" />
          </Alert>
          <Button variant="default" w="fit-content" loading={busy} onClick={() => booking.send({ type: 'user.leaveWaitlist' })}>
            <FormattedMessage id="booking.waiting.leave" />
          </Button>
        </>
      ) : (
        <>
          <Text c="dimmed">
            <FormattedMessage id={signedIn ? 'booking.waiting.offer' : 'booking.waiting.offerSignIn'} />
          </Text>
          <Button w="fit-content" loading={busy} onClick={() => booking.send({ type: 'user.joinWaitlist' })} data-testid="booking-join-waitlist">
            <FormattedMessage id="booking.waiting.join" />
          </Button>
        </>
      )}
      <ErrorText error={error} />
    </Stack>
  );
}

function SlotSummary({ booking }: { booking: BookingActorRef }) {
  const lang = useLanguage();
  const slot = useSelector(booking, (s) => s.context.slot);
  const zone = useSelector(booking, (s) => s.context.slots?.time_zone);
  const deviceZone = useRuntime().device.timeZone();
  if (!slot || !zone) return null;
  const t = slotTimes(slot.start, zone, deviceZone);
  return (
    <Text fw={600} tabIndex={-1} style={{ outline: 'none' }} data-step-focus data-testid="booking-when">
      {dayLabel(t.date, lang)}, {t.clinic}
      {t.local ? (
        <Text span c="dimmed" fw={400}>
          {' '}
          (<FormattedMessage id="booking.localTime" values={{ time: t.local }} />)
        </Text>
      ) : null}
    </Text>
  );
}

function DetailsStep({ booking }: { booking: BookingActorRef }) {
  const intl = useIntl();
  const lang = useLanguage();
  const details = useSelector(booking, (s) => s.context.details);
  const choices = useSelector(booking, (s) => s.context.choices);
  const homeVisit = useSelector(booking, (s) => s.context.offer?.template === 'home_visit');
  const error = useSelector(booking, (s) => s.context.error);
  const canGoOn = useSelector(booking, (s) => s.can({ type: 'user.review' }));
  const fieldError = (path: string) => {
    const e = error?.errors?.find((f) => f.path === path);
    return e ? fieldErrorText(intl, e) : undefined;
  };
  const tooLong = [...details.comment.trim()].length > SCHEDULE_COMMENT_MAX;
  const edit = (patch: Partial<typeof details>) => booking.send({ type: 'user.edit', details: patch });
  const interviews = choices?.interviews ?? [];
  return (
    <Stack gap="sm" component="form" onSubmit={(e) => {
      e.preventDefault();
      booking.send({ type: 'user.review' });
    }}>
      <SlotSummary booking={booking} />
      <Textarea
        label={intl.formatMessage({ id: 'booking.details.comment' })}
        description={intl.formatMessage({ id: 'booking.details.commentHint' })}
        value={details.comment}
        onChange={(e) => edit({ comment: e.currentTarget.value })}
        autosize
        minRows={3}
        maxRows={8}
        error={tooLong ? intl.formatMessage({ id: 'booking.details.commentTooLong' }, { max: SCHEDULE_COMMENT_MAX }) : fieldError('comment')}
        data-testid="booking-comment"
      />
      {choices === null ? (
        <Skeleton height={36} />
      ) : (
        <Select
          label={intl.formatMessage({ id: 'booking.details.interview' })}
          description={intl.formatMessage({ id: interviews.length ? 'booking.details.interviewHint' : 'booking.details.noInterviews' })}
          placeholder={intl.formatMessage({ id: 'booking.details.interviewNone' })}
          data={interviews.map((i) => ({
            value: i.id,
            label: `${dayLabel(i.created_at.slice(0, 10), lang, 'D MMM YYYY')} · ${i.top_condition?.name ?? i.complaints.join(', ')}`,
          }))}
          value={details.interviewId}
          onChange={(v) => edit({ interviewId: v })}
          clearable
          disabled={interviews.length === 0}
          error={fieldError('interview_id')}
          data-testid="booking-interview"
        />
      )}
      {homeVisit ? (
        <>
          <Select
            label={intl.formatMessage({ id: 'booking.details.city' })}
            data={(choices?.cities ?? []).map((c) => ({ value: String(c.id), label: pickLocalized(c.name, lang) }))}
            value={details.cityId === null ? null : String(details.cityId)}
            onChange={(v) => edit({ cityId: v ? Number(v) : null })}
            searchable
            required
            error={fieldError('city_id')}
            data-testid="booking-city"
          />
          <TextInput
            label={intl.formatMessage({ id: 'booking.details.address' })}
            value={details.address}
            onChange={(e) => edit({ address: e.currentTarget.value })}
            maxLength={400}
            required
            error={fieldError('address')}
            data-testid="booking-address"
          />
        </>
      ) : null}
      <ErrorText error={error && !error.errors?.length ? error : null} />
      <Group justify="space-between">
        <Button variant="default" onClick={() => booking.send({ type: 'user.back' })}>
          <FormattedMessage id="booking.back" />
        </Button>
        <Button type="submit" disabled={!canGoOn} data-testid="booking-continue">
          <FormattedMessage id="booking.details.continue" />
        </Button>
      </Group>
    </Stack>
  );
}

function ReviewStep({ booking, offer }: { booking: BookingActorRef; offer: BookableOffer }) {
  const busy = useSelector(booking, (s) => s.hasTag('busy'));
  const price = useSelector(booking, (s) => s.context.slots?.price ?? offer.price);
  const details = useSelector(booking, (s) => s.context.details);
  const interview = useSelector(booking, (s) => s.context.choices?.interviews.find((i) => i.id === s.context.details.interviewId) ?? null);
  const error = useSelector(booking, (s) => s.context.error);
  return (
    <Stack gap="sm" data-testid="booking-review">
      <SlotSummary booking={booking} />
      <Group gap="xs">
        <Text>
          <FormattedMessage id="booking.review.price" />
        </Text>
        <Text fw={700} fz="lg" data-testid="booking-price">
          <Price tetri={price} />
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        <FormattedMessage id="booking.review.payAtClinic" />
      </Text>
      {details.comment.trim() ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="booking-review-comment">
          <FormattedMessage id="booking.review.comment" values={{ comment: details.comment.trim() }} />
        </Text>
      ) : null}
      {interview ? (
        <Text size="sm" data-testid="booking-review-interview">
          <FormattedMessage id="booking.review.interview" values={{ name: interview.top_condition?.name ?? interview.complaints.join(', ') }} />
        </Text>
      ) : null}
      {details.address.trim() ? (
        <Text size="sm">
          <FormattedMessage id="booking.review.address" values={{ address: details.address.trim() }} />
        </Text>
      ) : null}
      <ErrorText error={error} />
      <Group justify="space-between">
        <Button variant="default" disabled={busy} onClick={() => booking.send({ type: 'user.back' })}>
          <FormattedMessage id="booking.back" />
        </Button>
        <Button loading={busy} onClick={() => booking.send({ type: 'user.confirm' })} data-testid="booking-confirm">
          <FormattedMessage id="booking.review.confirm" />
        </Button>
      </Group>
    </Stack>
  );
}

function BookedStep({ booking, online }: { booking: BookingActorRef; online: boolean }) {
  const schedule = useSelector(booking, (s) => s.context.schedule);
  const uploading = useSelector(booking, (s) => s.hasTag('busy'));
  const canAttach = useSelector(booking, (s) => s.can({ type: 'user.attach', file: new File([], 'x') }));
  const error = useSelector(booking, (s) => s.context.error);
  if (!schedule) return null;
  return (
    <Stack gap="sm" data-testid="booking-done">
      <Alert color="green" tabIndex={-1} style={{ outline: 'none' }} data-step-focus>
        <FormattedMessage id="booking.done.title" />
      </Alert>
      <SlotSummary booking={booking} />
      <Text size="sm">
        <FormattedMessage id={online ? 'booking.done.online' : 'booking.done.text'} />
      </Text>
      <Button component={Link} href={schedulePath(schedule.id)} w="fit-content" data-testid="booking-open">
        <FormattedMessage id="booking.done.open" />
      </Button>
      <Stack gap={4}>
        <Text fw={500}>
          <FormattedMessage id="booking.files.title" />
        </Text>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="booking.files.hint" values={{ max: SCHEDULE_FILES_MAX }} />
        </Text>
        {schedule.files.length ? (
          <List size="sm" data-testid="booking-files">
            {schedule.files.map((f) => (
              <List.Item key={f.id}>{f.name}</List.Item>
            ))}
          </List>
        ) : null}
        <FileButton onChange={(file) => file && booking.send({ type: 'user.attach', file })} accept="image/*,application/pdf">
          {(props) => (
            <Button {...props} variant="light" w="fit-content" loading={uploading} disabled={!canAttach} data-testid="booking-attach">
              <FormattedMessage id="booking.files.add" />
            </Button>
          )}
        </FileButton>
        <ErrorText error={error} />
      </Stack>
    </Stack>
  );
}
