import { use } from 'react';
import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { rangeText } from '../../machines/checkups/checkup-rules';
import { isCritical, isOutOfRange, type CheckupSummary, type CheckupValue, type Mark } from '../../protocol/checkups';
import { pickLocalized, type Language } from '../../protocol/common';
import { formatDate } from '../../i18n/dates';
import { ensureIntl } from '../../i18n/intl-polyfill';
import { useLanguage } from '../services/catalog-hooks';
import { DATE_TIME_FORMAT } from '../interviews/triage';
import { DEVICE_NAME, GRADE_LABEL, MARK_LOOK, MEASURE_NAME, UNIT_LABEL } from './checkup-labels';

const NUMBER_FORMATS = new Map<Language, Intl.NumberFormat>();

/**
 * A number as the person's language writes it (Georgian: a decimal comma). Chromium has no
 * Georgian number data: this waits (suspends) for the polyfill, as prices do.
 */
export function useNumber() {
  const lang = useLanguage();
  use(ensureIntl(lang));
  return (n: number) => {
    let format = NUMBER_FORMATS.get(lang);
    if (!format) NUMBER_FORMATS.set(lang, (format = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 })));
    return format.format(n);
  };
}

/**
 * What a value reads as: a finding in words as it is, a urine strip's grade as its word or
 * pluses, a number in the person's language with its unit.
 */
export function useValueText() {
  const intl = useIntl();
  const number = useNumber();
  return (v: CheckupValue): string => {
    if (v.text !== null && v.value === null) return v.text;
    if (v.value === null) return '—';
    if (v.unit === 'grade' && GRADE_LABEL[v.value]) return intl.formatMessage({ id: GRADE_LABEL[v.value] });
    const unit = v.unit ? UNIT_LABEL[v.unit] : null;
    return unit ? `${number(v.value)} ${intl.formatMessage({ id: unit })}` : number(v.value);
  };
}

/** A value's name in plain words (a measure the page does not know shows its key). */
export function MeasureName({ measure }: { measure: string }) {
  const id = MEASURE_NAME[measure as keyof typeof MEASURE_NAME];
  return id ? <FormattedMessage id={id} /> : <>{measure}</>;
}

/** A mark as a word with its symbol (the symbol is decoration to a screen reader; the word is read). */
export function MarkBadge({ mark }: { mark: Mark }) {
  const look = MARK_LOOK[mark];
  return (
    <Badge
      color={look.color}
      variant={isCritical(mark) ? 'filled' : 'light'}
      tt="none"
      size="lg"
      // Never cut to "ნო…": in a narrow column (a phone, large text) the word wraps instead.
      styles={{ root: { flexShrink: 0, height: 'auto', minHeight: 'var(--badge-height)', paddingBlock: 2 }, label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center' } }}
      data-testid="mark"
      data-mark={mark}
    >
      <span aria-hidden="true">{look.symbol} </span>
      <FormattedMessage id={look.label} />
    </Badge>
  );
}

/** One value of a checkup: its name, its reading, its reference range and its mark; out-of-range rows stand out. */
export function ValueRow({ value }: { value: CheckupValue }) {
  const text = useValueText();
  const number = useNumber();
  const range = value.unit === 'grade' ? null : rangeText(value.range, number);
  const out = isOutOfRange(value.mark);
  const critical = isCritical(value.mark);
  return (
    <Box
      p="sm"
      style={{
        borderRadius: 8,
        borderLeft: out ? `4px solid var(--mantine-color-${critical ? 'red' : 'orange'}-6)` : '4px solid transparent',
        background: out ? `var(--mantine-color-${critical ? 'red' : 'orange'}-0)` : undefined,
      }}
      data-testid="checkup-value"
      data-measure={value.measure}
    >
      <Stack gap={4}>
        <Text fw={out ? 600 : 500}>
          <MeasureName measure={value.measure} />
        </Text>
        <Group justify="space-between" align="center" wrap="wrap" gap="xs">
          <Text fz="lg" fw={out ? 700 : 500} miw={0} style={{ whiteSpace: value.text && value.value === null ? 'pre-wrap' : undefined }} data-testid="value-text">
            {text(value)}
          </Text>
          {value.mark ? <MarkBadge mark={value.mark} /> : null}
        </Group>
        {range ? (
          <Text size="sm" c="dimmed" data-testid="value-range">
            <FormattedMessage id="checkups.range" values={{ range }} />
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}

/** The device and place of a checkup: "Measurement kiosk T8X · Clinic name". */
export function DevicePlace({ checkup, lang }: { checkup: Pick<CheckupSummary, 'device_type' | 'clinic_name'>; lang: Language }) {
  return <FormattedMessage id="checkups.devicePlace" values={{ device: <FormattedMessage id={DEVICE_NAME[checkup.device_type]} />, place: pickLocalized(checkup.clinic_name, lang) }} />;
}

/** When the kiosk measured, as the person's language writes it. */
export const measuredAt = (iso: string, lang: Language) => formatDate(iso, DATE_TIME_FORMAT, lang);

/** "2 values outside the normal range, 1 critical" (or "All values within the normal range"), with a symbol and words. */
export function OutOfRangeCount({ outOfRange, critical }: { outOfRange: number; critical: number }) {
  if (outOfRange === 0) {
    return (
      <Text size="sm" c="teal.9" data-testid="out-of-range" data-count={0}>
        <span aria-hidden="true">✓ </span>
        <FormattedMessage id="checkups.count.allNormal" />
      </Text>
    );
  }
  return (
    <Text size="sm" fw={600} c={critical > 0 ? 'var(--mantine-color-red-filled)' : 'var(--mantine-color-orange-filled)'} data-testid="out-of-range" data-count={outOfRange}>
      <span aria-hidden="true">{critical > 0 ? '⚠ ' : '↕ '}</span>
      <FormattedMessage id={critical > 0 ? 'checkups.count.withCritical' : 'checkups.count.outOfRange'} values={{ count: outOfRange, critical }} />
    </Text>
  );
}
