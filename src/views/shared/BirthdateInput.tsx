import { useId, type ReactNode } from 'react';
import { Group, Input, NativeSelect, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { formatDate } from '../../i18n/dates';
import { useRuntime } from '../actors';
import { fieldLabel } from '../shell/AlertBanner';

/** One part of the date as its form holds it: the text, a change sender, and whether it is marked wrong. */
export interface BirthdatePart {
  name: string;
  value: string;
  change(text: string): void;
  invalid: boolean;
}

/** The message ids of the parts' labels, the empty month choice and the example under the field. */
export interface BirthdateText {
  dayId: string;
  monthId: string;
  yearId: string;
  chooseMonthId: string;
  exampleId: string;
}

/** In a form of md fields the part labels sit under the field's own label, so they are quieter. */
const QUIET_PART_LABEL = { fz: 'sm', fw: 400, c: 'dimmed' } as const;

/**
 * Date of birth as day, month (by name, in the person's language) and year, one labelled group
 * with the problem under it. Each part's text goes to its form as typed; `size="md"` matches a
 * form whose field labels are md.
 */
export function BirthdateInput(props: { day: BirthdatePart; month: BirthdatePart; year: BirthdatePart; error?: ReactNode; text: BirthdateText; size?: 'md' }) {
  const { day, month, year, error, text, size } = props;
  const intl = useIntl();
  const groupId = useId();
  const lang = useSelector(useRuntime().locale, (s) => s.context.locale);
  const months = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: formatDate(new Date(2000, i, 1), 'MMMM', lang) }));
  const partLabel = size === 'md' ? QUIET_PART_LABEL : undefined;
  return (
    <Input.Wrapper
      size={size}
      label={fieldLabel(intl, 'birthdate')}
      labelElement="div"
      id={groupId}
      error={error}
      description={intl.formatMessage({ id: text.exampleId })}
      descriptionProps={size === 'md' ? { fz: 'sm' } : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    >
      <Group role="group" aria-labelledby={`${groupId}-label`} gap="sm" wrap="nowrap" align="flex-start" mt={size === 'md' ? 4 : 'xs'}>
        <TextInput
          label={intl.formatMessage({ id: text.dayId })}
          labelProps={partLabel}
          w={64}
          value={day.value}
          onChange={(e) => day.change(e.currentTarget.value)}
          inputMode="numeric"
          autoComplete="bday-day"
          maxLength={2}
          error={day.invalid}
          name={day.name}
        />
        <NativeSelect
          label={intl.formatMessage({ id: text.monthId })}
          labelProps={partLabel}
          style={{ flex: 1, minWidth: 0 }}
          value={month.value}
          onChange={(e) => month.change(e.currentTarget.value)}
          data={[{ label: intl.formatMessage({ id: text.chooseMonthId }), value: '' }, ...months]}
          autoComplete="bday-month"
          error={month.invalid}
          name={month.name}
        />
        <TextInput
          label={intl.formatMessage({ id: text.yearId })}
          labelProps={partLabel}
          w={84}
          value={year.value}
          onChange={(e) => year.change(e.currentTarget.value)}
          inputMode="numeric"
          autoComplete="bday-year"
          maxLength={4}
          error={year.invalid}
          name={year.name}
        />
      </Group>
    </Input.Wrapper>
  );
}
