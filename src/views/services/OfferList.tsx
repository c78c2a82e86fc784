import type { ReactNode } from 'react';
import { Anchor, Divider, Group, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { Icon } from '../shell/Icon';
import { Price } from './Price';

export interface Offer {
  key: number | string;
  /** Where the title leads (a service's or a clinic's page), if anywhere. */
  href?: string;
  title: string;
  leading?: ReactNode;
  /** The clinic that offers it, when the title is not the clinic. */
  clinic?: string;
  minutes: number;
  price: number;
}

/** Rows of "what, where, how long — price", readable on a phone and a desktop alike. */
export function OfferList({ offers }: { offers: Offer[] }) {
  return (
    <Stack gap={0}>
      {offers.map((o, i) => (
        <div key={o.key} data-testid="offer">
          {i > 0 ? <Divider my="sm" /> : null}
          <Group justify="space-between" align="center" wrap="nowrap" gap="md">
            <Group gap="sm" wrap="nowrap" miw={0}>
              {o.leading}
              <Stack gap={2} miw={0}>
                {o.href ? (
                  <Anchor component={Link} href={o.href} fw={500}>
                    {o.title}
                  </Anchor>
                ) : (
                  <Text fw={500}>{o.title}</Text>
                )}
                <Group gap={6} wrap="wrap">
                  {o.clinic ? (
                    <Text size="sm" c="dimmed">
                      {o.clinic} ·
                    </Text>
                  ) : null}
                  <Group gap={4} wrap="nowrap">
                    <Text component="span" c="dimmed" lh={0}>
                      <Icon name="clock" size={16} />
                    </Text>
                    <Text size="sm" c="dimmed">
                      <FormattedMessage id="duration.minutes" values={{ minutes: o.minutes }} />
                    </Text>
                  </Group>
                </Group>
              </Stack>
            </Group>
            <Text fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="offer-price">
              <Price tetri={o.price} />
            </Text>
          </Group>
        </div>
      ))}
    </Stack>
  );
}
