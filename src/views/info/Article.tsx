import type { ReactNode } from 'react';
import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';

/** A piece of an information page: a paragraph, a bulleted list, or an urgent warning. */
export type Block =
  | { kind: 'p'; id: string }
  | { kind: 'list'; ids: string[] }
  | { kind: 'urgent'; title: string; id?: string; ids?: string[]; action?: ReactNode };

/** A titled section; `anchor` is its fragment (#anchor) for the table of contents. */
export interface Section {
  anchor: string;
  title: string;
  blocks: Block[];
}

/** One block on its own (e.g. an urgent warning at the top of a page). */
export function BlockView({ block }: { block: Block }) {
  if (block.kind === 'p') {
    return (
      <Text lh={1.65}>
        <FormattedMessage id={block.id} />
      </Text>
    );
  }
  if (block.kind === 'list') {
    return (
      <List spacing={6} lh={1.6} withPadding>
        {block.ids.map((id) => (
          <List.Item key={id}>
            <FormattedMessage id={id} />
          </List.Item>
        ))}
      </List>
    );
  }
  // Danger means urgent (112), never decoration.
  return (
    <Alert color="red" variant="light" radius="md" title={<FormattedMessage id={block.title} />} data-testid="urgent">
      <Stack gap="sm">
        {block.id ? (
          <Text size="md" lh={1.6}>
            <FormattedMessage id={block.id} />
          </Text>
        ) : null}
        {block.ids ? (
          <List spacing={4} size="md" lh={1.5} withPadding>
            {block.ids.map((id) => (
              <List.Item key={id}>
                <FormattedMessage id={id} />
              </List.Item>
            ))}
          </List>
        ) : null}
        {block.action}
      </Stack>
    </Alert>
  );
}

/** Sections of an information page, readable width, anchors clear of the fixed header. */
export function Sections({ sections }: { sections: Section[] }) {
  return (
    <>
      {sections.map((s) => (
        <Stack key={s.anchor} gap="sm" component="section" id={s.anchor} style={{ scrollMarginTop: 80 }}>
          <Title order={2} fz="h3">
            <FormattedMessage id={s.title} />
          </Title>
          {s.blocks.map((b, i) => (
            <BlockView key={i} block={b} />
          ))}
        </Stack>
      ))}
    </>
  );
}
