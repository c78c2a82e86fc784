import { Alert, Avatar, Box, Button, FileButton, Group, Loader, Overlay, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AVATAR_ACCEPT } from '../../machines/profile/avatar.rules';
import type { AvatarActorRef } from '../../machines/profile/avatar.machine';
import { pickLocalized } from '../../protocol/common';
import type { User } from '../../protocol/user';
import { useRuntime } from '../actors';
import { Icon } from '../shell/Icon';
import { useLanguage } from '../services/catalog-hooks';
import { useAvatar, useErrorText, usePreviewUrl } from './use-profile';

/** What the photo area says while it works. */
const BUSY_TEXT = { checking: 'profile.avatar.checking', uploading: 'profile.avatar.uploading', refreshing: 'profile.avatar.uploading', removing: 'profile.avatar.removing' } as const;
const BUSY_STATES = Object.keys(BUSY_TEXT) as (keyof typeof BUSY_TEXT)[];

/**
 * The person's photo with Add/Change and Remove. A chosen file shows at once as a preview under a
 * spinner while it is checked and uploaded; refusals (too large, not a picture) are said here.
 */
export function AvatarEditor({ user }: { user: User }) {
  const actor = useAvatar();
  const intl = useIntl();
  const lang = useLanguage();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const file = useSelector(actor, (s) => (s.hasTag('preview') ? s.context.file : null));
  const preview = usePreviewUrl(file);
  const initials = `${pickLocalized(user.firstname, lang).slice(0, 1)}${pickLocalized(user.lastname, lang).slice(0, 1)}`;
  return (
    <Stack gap="sm" align="center" w={{ base: '100%', xs: 'auto' }}>
      <Box pos="relative" w={112} h={112}>
        <Avatar
          src={preview ?? user.photo}
          alt={intl.formatMessage({ id: 'profile.avatar.alt' })}
          size={112}
          radius={112}
          color="clinic"
          fz={36}
          data-testid="profile-avatar"
        >
          {initials}
        </Avatar>
        {busy ? (
          <Overlay radius={112} color="#fff" backgroundOpacity={0.6} center>
            <Loader size="md" aria-hidden="true" />
          </Overlay>
        ) : null}
      </Box>
      <Group gap="xs" justify="center" wrap="wrap">
        <FileButton
          accept={AVATAR_ACCEPT}
          onChange={(chosen) => chosen && actor.send({ type: 'user.chooseFile', file: chosen })}
          disabled={busy}
          inputProps={{ 'aria-label': intl.formatMessage({ id: user.photo ? 'profile.avatar.change' : 'profile.avatar.upload' }), name: 'file' } as never}
        >
          {(props) => (
            <Button {...props} variant="light" leftSection={<Icon name="camera" size={18} />} disabled={busy}>
              <FormattedMessage id={user.photo ? 'profile.avatar.change' : 'profile.avatar.upload'} />
            </Button>
          )}
        </FileButton>
        {user.photo ? (
          <Button variant="subtle" color="gray" disabled={busy} onClick={() => actor.send({ type: 'user.removePhoto' })} data-testid="avatar-remove">
            <FormattedMessage id="profile.avatar.remove" />
          </Button>
        ) : null}
      </Group>
      <AvatarStatus actor={actor} />
    </Stack>
  );
}

function AvatarStatus({ actor }: { actor: AvatarActorRef }) {
  const intl = useIntl();
  const text = useErrorText();
  const maxUploadMb = useSelector(useRuntime().statics, (s) => s.context.settings?.max_upload_mb ?? null);
  const working = useSelector(actor, (s) => BUSY_STATES.find((k) => s.matches(k)) ?? null);
  const outcome = useSelector(actor, (s) => (s.hasTag('done') ? s.context.outcome : null));
  const error = useSelector(actor, (s) => s.context.error);
  if (working) {
    return (
      <Text size="sm" c="dimmed" role="status" ta="center">
        <FormattedMessage id={BUSY_TEXT[working]} />
      </Text>
    );
  }
  if (outcome) {
    return (
      <Alert color="green" variant="light" role="status" py="xs" icon={<Icon name="check" size={18} />} data-testid="avatar-done">
        <FormattedMessage id={outcome === 'uploaded' ? 'profile.avatar.uploaded' : 'profile.avatar.removed'} />
      </Alert>
    );
  }
  if (error) {
    const limitMb = typeof error.errors?.[0]?.params?.limit === 'number' ? Math.round(error.errors[0].params.limit / (1024 * 1024)) : maxUploadMb;
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        py="xs"
        withCloseButton
        closeButtonLabel={intl.formatMessage({ id: 'common.close' })}
        onClose={() => actor.send({ type: 'user.dismiss' })}
        data-testid="avatar-error"
      >
        {error.code === 'upload.too_large' && limitMb ? intl.formatMessage({ id: 'profile.avatar.tooLarge' }, { mb: limitMb }) : text.error(error)}
      </Alert>
    );
  }
  return (
    <Text size="xs" c="dimmed" ta="center">
      {maxUploadMb ? <FormattedMessage id="profile.avatar.hint" values={{ mb: maxUploadMb }} /> : <FormattedMessage id="profile.avatar.hintFormats" />}
    </Text>
  );
}
