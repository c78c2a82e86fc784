import { fromPromise } from 'xstate';
import { avatarMachine } from '../../machines/profile/avatar.machine';
import { profileFormMachine } from '../../machines/profile/profile-form.machine';
import type { FlowDeps } from './flow-deps';

/** The profile forms: each save goes to its own call; the fresh user goes to the session. */
export function profileFormFlow({ api, app }: FlowDeps) {
  return profileFormMachine.provide({
    actors: {
      'save profile': fromPromise(({ input }) => {
        switch (input.form) {
          case 'personal':
            return api.profile.savePersonalInfo(input.body);
          case 'contact':
            return api.profile.saveContactInfo(input.body);
          case 'password':
            return api.profile.changePassword(input.body);
        }
      }),
    },
    actions: {
      'announce user': (_, { user }) => app.send({ type: 'session.userUpdated', user }),
    },
  });
}

/** The profile photo: read the file's first bytes, upload, refetch the user (SPEC §7), remove. */
export function avatarFlow({ api, app }: FlowDeps) {
  return avatarMachine.provide({
    actors: {
      'read file head': fromPromise(async ({ input }) => new Uint8Array(await input.file.slice(0, input.length).arrayBuffer())),
      'upload avatar': fromPromise(({ input }) => api.profile.uploadAvatar(input.file)),
      'fetch user': fromPromise(() => api.auth.user()),
      'remove avatar': fromPromise(() => api.profile.removeAvatar()),
    },
    actions: {
      'announce user': (_, { user }) => app.send({ type: 'session.userUpdated', user }),
    },
  });
}
