/**
 * The presence feature's public module. For app.ts: the plugin that keeps presence on the live
 * hub's hooks (and gives other features `app.presence.onOnline`/`onOffline`) and the presence
 * route. For chats and calls: who is online, and the lock that orders a change with presence's.
 */
export { default as presencePlugin } from './presence.plugin';
export { default as presenceRoutes } from './presence.routes';
export { isOnline, lockPresence, onlineAmong } from './presence.service';
