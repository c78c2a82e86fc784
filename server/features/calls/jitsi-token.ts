import { createHmac } from 'node:crypto';

/** How long a room token admits its holder: long enough to rejoin after a dropped connection. */
export const ROOM_TOKEN_SECONDS = 2 * 60 * 60;

export interface JitsiSigning {
  appId: string;
  appSecret: string;
  domain: string;
}

/** Who the token admits, as Jitsi shows them. */
export interface RoomGuest {
  id: string;
  name: string;
  avatar: string | null;
}

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/**
 * A Jitsi room token (JWT, HS256) as Jitsi's token authentication (prosody `token` auth, and
 * JaaS-style deployments) reads it: issued by the app id, for `room` only, valid from a little
 * before `now` until ROOM_TOKEN_SECONDS after it, naming the person. Without a token such a
 * deployment admits no one, so only the two sides of a consultation can join its room.
 */
export function signRoomToken(signing: JitsiSigning, room: string, guest: RoomGuest, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const header = { alg: 'HS256', typ: 'JWT' };
  const payload = {
    aud: 'jitsi',
    iss: signing.appId,
    sub: signing.domain,
    room,
    iat,
    nbf: iat - 30,
    exp: iat + ROOM_TOKEN_SECONDS,
    context: { user: { id: guest.id, name: guest.name, ...(guest.avatar ? { avatar: guest.avatar } : {}) } },
  };
  const body = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  const signature = createHmac('sha256', signing.appSecret).update(body).digest('base64url');
  return `${body}.${signature}`;
}
