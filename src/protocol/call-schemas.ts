import { Type } from '@sinclair/typebox';
import { CALL_STATUSES, CALL_TYPES } from './calls';

/**
 * TypeBox schemas of the call payloads (./calls.ts has their types). They live apart from
 * ./calls.ts because the start-up bundle imports the call table from there, and building a schema
 * at module load would pull TypeBox into it (the 150 KiB budget of a first visit).
 */

/** A call as both sides see it: the payload of `CallUpdated` and `CallIncame`. */
export const CallInfoSchema = Type.Object({
  id: Type.String(),
  caller_id: Type.String(),
  callee_id: Type.Union([Type.String(), Type.Null()]),
  chat_space_id: Type.String(),
  status: Type.Union(CALL_STATUSES.map((s) => Type.Literal(s))),
  expires_at: Type.Union([Type.String(), Type.Null()]),
  type: Type.Union(CALL_TYPES.map((t) => Type.Literal(t))),
  created_at: Type.String(),
});

/** The video room a participant joins (see CallRoom in ./calls.ts). */
export const CallRoomSchema = Type.Object({ domain: Type.String(), name: Type.String(), jwt: Type.Union([Type.String(), Type.Null()]) });
