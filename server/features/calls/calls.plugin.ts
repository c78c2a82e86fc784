import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CallInfoSchema, CallRoomSchema } from '../../../src/protocol/call-schemas';
import { Envelope } from '../../../src/protocol/common';
import { ErrorBodySchema } from '../../../src/protocol/errors';
import type { LiveContext } from '../../live/hub';
import type { AppDeps } from '../../deps';
import { participantBack, participantLeft } from './calls.presence';
import { callsService, type CallsService } from './calls.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The call lifecycle; tests fire its timers with `calls.fireDue()` on their own clock. */
    calls: CallsService;
  }
}

const CurrentCallsSchema = Type.Array(Type.Object({ call: CallInfoSchema, room: Type.Union([CallRoomSchema, Type.Null()]) }));

/**
 * Video calls (SPEC §4, §7): the live channel's Call, AnswerCall, DeclineCall and FinishCall,
 * `GET /api/calls/current` and `GET /api/calls/{id}` for resynchronising after a (re)connect, ringing a pending call when
 * its callee connects, and this node's poll for due call timers.
 */
export default fp(
  async function callsPlugin(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const calls = callsService(deps, app.log);
    app.decorate('calls', calls);

    const who = (ctx: LiveContext) => ({ userId: ctx.userId, userType: ctx.userType });
    app.live.hub.handle('Call', (ctx, payload) => calls.start(who(ctx), payload));
    app.live.hub.handle('AnswerCall', (ctx, payload) => calls.answer(who(ctx), payload));
    app.live.hub.handle('DeclineCall', (ctx, payload) => calls.decline(who(ctx), payload));
    app.live.hub.handle('FinishCall', (ctx, payload) => calls.finish(who(ctx), payload));
    app.live.onConnected.add((userId) => calls.userConnected(userId));
    // In presence's own transaction: a participant who lost their last socket starts their calls'
    // `gone` timers, due CALL_GONE_SECONDS from now; one who has a socket again stops them.
    app.presence.onOnline.add((trx, userId) => participantBack(trx, userId));
    app.presence.onOffline.add((trx, userId) => participantLeft(trx, userId, new Date(deps.clock.now().getTime() + deps.config.callGoneSeconds * 1000)));

    app.get(
      '/api/calls/current',
      { onRequest: app.requireUser, schema: { response: { 200: Envelope(CurrentCallsSchema), 401: ErrorBodySchema } } },
      async (request) => ({ data: await calls.current(request.auth!.user.id) }),
    );

    app.get(
      '/api/calls/:id',
      { onRequest: app.requireUser, schema: { params: Type.Object({ id: Type.String({ maxLength: 64 }) }), response: { 200: Envelope(CallInfoSchema), 401: ErrorBodySchema, 404: ErrorBodySchema } } },
      async (request) => ({ data: await calls.get(request.auth!.user.id, request.params.id) }),
    );

    // Polls from when the app is ready: after the live hub's start, so this node's connections
    // left from before a restart are cleared before a timer asks whether someone is connected.
    let polling: Promise<unknown> | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        if (polling) return;
        polling = calls
          .fireDue()
          .catch((err) => app.log.error({ err }, 'calls: timer poll failed'))
          .finally(() => {
            polling = null;
          });
      }, deps.config.callTimerPollMs);
      timer.unref();
    });

    app.addHook('preClose', async () => {
      clearInterval(timer);
      await polling;
      await calls.idle();
    });
  },
  { name: 'calls', dependencies: ['live', 'presence'] },
);
