import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

/** A page's heading (an h1 at h2 size, as on every page) and the dimmed line under it that says what the page is for. */
export function PageHeading({ title, intro, testId }: { title: ReactNode; intro: ReactNode; testId?: string }) {
  return (
    <Stack gap={4}>
      <Title order={1} fz="h2" data-testid={testId}>
        {title}
      </Title>
      <Text c="dimmed">{intro}</Text>
    </Stack>
  );
}
