import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { usePageTitle } from '../shell/page-title';
import { Sections, type Section } from './Article';

const p = (id: string) => ({ kind: 'p' as const, id });
const list = (...ids: string[]) => ({ kind: 'list' as const, ids });

/** The user agreement of the clinic, section by section (every text is a message in ka and en). */
const SECTIONS: Section[] = [
  { anchor: 'general', title: 'agreement.general.title', blocks: [p('agreement.general.p1'), p('agreement.general.p2'), p('agreement.general.p3')] },
  {
    anchor: 'service',
    title: 'agreement.service.title',
    blocks: [
      p('agreement.service.p1'),
      list('agreement.service.i1', 'agreement.service.i2', 'agreement.service.i3', 'agreement.service.i4', 'agreement.service.i5'),
      p('agreement.service.p2'),
    ],
  },
  {
    anchor: 'video',
    title: 'agreement.video.title',
    blocks: [p('agreement.video.p1'), p('agreement.video.p2'), { kind: 'urgent', title: 'agreement.video.urgentTitle', id: 'agreement.video.urgent' }, p('agreement.video.p3')],
  },
  { anchor: 'account', title: 'agreement.account.title', blocks: [list('agreement.account.i1', 'agreement.account.i2', 'agreement.account.i3', 'agreement.account.i4')] },
  {
    anchor: 'personal-data',
    title: 'agreement.data.title',
    blocks: [
      p('agreement.data.p1'),
      p('agreement.data.p2'),
      list('agreement.data.i1', 'agreement.data.i2', 'agreement.data.i3'),
      p('agreement.data.p3'),
      p('agreement.data.p4'),
      p('agreement.data.p5'),
    ],
  },
  { anchor: 'consent', title: 'agreement.consent.title', blocks: [p('agreement.consent.p1'), p('agreement.consent.p2')] },
  { anchor: 'recordings', title: 'agreement.recordings.title', blocks: [p('agreement.recordings.p1'), p('agreement.recordings.p2'), p('agreement.recordings.p3')] },
  {
    anchor: 'payments',
    title: 'agreement.payments.title',
    blocks: [list('agreement.payments.i1', 'agreement.payments.i2', 'agreement.payments.i3', 'agreement.payments.i4', 'agreement.payments.i5', 'agreement.payments.i6')],
  },
  {
    anchor: 'patient-rights',
    title: 'agreement.rights.title',
    blocks: [
      p('agreement.rights.p1'),
      list('agreement.rights.i1', 'agreement.rights.i2', 'agreement.rights.i3', 'agreement.rights.i4', 'agreement.rights.i5'),
      p('agreement.rights.p2'),
      list('agreement.rights.i6', 'agreement.rights.i7', 'agreement.rights.i8', 'agreement.rights.i9'),
    ],
  },
  { anchor: 'liability', title: 'agreement.liability.title', blocks: [p('agreement.liability.p1')] },
  {
    anchor: 'contacts',
    title: 'agreement.contacts.title',
    blocks: [p('agreement.contacts.p1'), list('agreement.contacts.email', 'agreement.contacts.phone', 'agreement.contacts.address')],
  },
];

/** /user-agreement (public): terms, video consultations, data protection, consent, payments, rights, contacts. */
export default function UserAgreementPage() {
  const title = usePageTitle();
  return (
    <Stack maw={760} mx="auto" gap="xl" pb="xl">
      <Stack gap="sm">
        <Title order={1} fz="h2">{title}</Title>
        <Text lh={1.65} c="dimmed">
          <FormattedMessage id="agreement.intro" />
        </Text>
      </Stack>
      <Card withBorder radius="lg" p="md" component="nav" aria-labelledby="agreement-contents">
        <Text fw={600} mb="xs" id="agreement-contents">
          <FormattedMessage id="agreement.contents" />
        </Text>
        <List spacing={4} listStyleType="none" pl={0}>
          {SECTIONS.map((s) => (
            <List.Item key={s.anchor}>
              <Anchor href={`#${s.anchor}`} size="sm">
                <FormattedMessage id={s.title} />
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Card>
      <Sections sections={SECTIONS} />
    </Stack>
  );
}
