import { useRef, useState } from 'react';
import { Anchor, Button, FileButton, Group, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CaseActorRef } from '../../../machines/cases/case.machine';
import { CASE_FILES_MAX, type Case, type CaseFile } from '../../../protocol/cases';
import { useLanguage } from '../../services/catalog-hooks';
import { useRuntime } from '../../actors';
import { CaseSection, caseFileHref, moment, NoneYet, useCommand, useMay } from '../case-view';

/** What the picker offers: the chat's file types (the server checks the bytes again). */
export const CASE_FILE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,application/pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp';

/** A size as people read it. */
export const fileSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** The case's files: upload (the chat's limits), open, delete. */
export function FilesSection({ actor, shown: c }: { actor: CaseActorRef; shown: Case }) {
  const resetRef = useRef<() => void>(null);
  const upload = useCommand(actor);
  const full = c.files.length >= CASE_FILES_MAX;
  return (
    <CaseSection
      titleId="cases.files.title"
      count={c.files.length}
      testId="files-section"
      action={
        <FileButton
          resetRef={resetRef}
          accept={CASE_FILE_ACCEPT}
          onChange={(file) => {
            if (file) upload.give({ type: 'upload_file', file });
            resetRef.current?.();
          }}
        >
          {(props) => (
            <Button {...props} size="xs" variant="light" disabled={full} loading={upload.waiting} data-testid="upload-file">
              <FormattedMessage id="cases.files.upload" />
            </Button>
          )}
        </FileButton>
      }
    >
      {c.files.length === 0 ? <NoneYet id="cases.files.none" /> : c.files.map((f) => <FileRow key={f.id} actor={actor} caseId={c.id} file={f} />)}
      {full ? <NoneYet id="cases.files.full" /> : null}
    </CaseSection>
  );
}

function FileRow({ actor, caseId, file: f }: { actor: CaseActorRef; caseId: string; file: CaseFile }) {
  const intl = useIntl();
  const lang = useLanguage();
  const zone = useRuntime().device.timeZone();
  const [confirming, setConfirming] = useState(false);
  const remove = useCommand(actor);
  const may = useMay(actor, { type: 'delete_file', id: f.id });
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" data-testid="case-file">
      <Text size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
        <Anchor href={caseFileHref(caseId, f.id)} target="_blank" rel="noopener" data-testid="case-file-link">
          {f.name}
        </Anchor>{' '}
        <Text span size="xs" c="dimmed">
          {fileSize(f.size)} · {moment(f.created_at, lang, zone)}
        </Text>
      </Text>
      {confirming ? (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-sm" color="red" loading={remove.waiting} onClick={() => remove.give({ type: 'delete_file', id: f.id })} data-testid="delete-file-confirm">
            <FormattedMessage id="cases.files.deleteConfirm" />
          </Button>
          <Button size="compact-sm" variant="subtle" onClick={() => setConfirming(false)}>
            <FormattedMessage id="cases.discard" />
          </Button>
        </Group>
      ) : (
        <Button size="compact-sm" variant="subtle" color="red" disabled={!may} onClick={() => setConfirming(true)} aria-label={intl.formatMessage({ id: 'cases.files.delete' }, { name: f.name })} data-testid="delete-file">
          <FormattedMessage id="cases.files.deleteShort" />
        </Button>
      )}
    </Group>
  );
}
