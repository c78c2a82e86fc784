import type { CallRoom } from '../../../src/protocol/calls';
import type { AppDeps } from '../../deps';
import { userName } from '../users';
import { callsRepository, type CallRecord } from './calls.repository';
import { signRoomToken } from './jitsi-token';

/** The room `userId` joins for `call`, with their token when rooms are signed. */
export async function roomFor(deps: Pick<AppDeps, 'config' | 'db' | 'clock'>, call: CallRecord, userId: string): Promise<CallRoom> {
  const cfg = deps.config;
  const room: CallRoom = { domain: cfg.jitsiDomain, name: call.chatSpaceId, jwt: null };
  if (!cfg.jitsiAppId || !cfg.jitsiAppSecret) return room;
  const language = await callsRepository(deps.db).languageOf(userId);
  const name = await userName(deps.db, userId);
  const display = language === 'en' ? name.en || name.ka : name.ka || name.en;
  room.jwt = signRoomToken({ appId: cfg.jitsiAppId, appSecret: cfg.jitsiAppSecret, domain: cfg.jitsiDomain }, call.chatSpaceId, { id: userId, name: display, avatar: null }, deps.clock.now());
  return room;
}
