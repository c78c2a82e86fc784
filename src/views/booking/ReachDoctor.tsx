import { Anchor, List, Paper, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { ClinicRef } from '../../protocol/catalog';
import { pickLocalized } from '../../protocol/common';
import { useLanguage } from '../services/catalog-hooks';

/**
 * How a patient reaches a doctor they have no chat with: book a consultation (an online one opens
 * the chat with the doctor once it starts), or ask one of the doctor's clinics.
 */
export function ReachDoctor({ clinics, bookable }: { clinics: ClinicRef[]; bookable: boolean }) {
  const lang = useLanguage();
  return (
    <Paper bg="clinic.0" radius="md" p="md" data-testid="reach-doctor">
      <Stack gap={6}>
        <Text fw={600}>
          <FormattedMessage id="booking.reach.title" />
        </Text>
        <List size="sm" spacing={4}>
          {bookable ? (
            <List.Item>
              <FormattedMessage id="booking.reach.book" values={{ link: (chunks) => <Anchor href="#booking">{chunks}</Anchor> }} />
            </List.Item>
          ) : null}
          {clinics.map((c) => (
            <List.Item key={c.id}>
              <FormattedMessage
                id="booking.reach.ask"
                values={{ clinic: pickLocalized(c.name, lang), link: (chunks) => <Anchor component={Link} href={`/clinics/${c.id}/inquiry`} data-testid="reach-ask-clinic">{chunks}</Anchor> }}
              />
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
