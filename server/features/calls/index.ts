/**
 * The calls feature's public module: the plugin that serves the call lifecycle (live messages,
 * `/api/calls/*`, ringing on connect, presence hooks, the timer poll) and decorates `app.calls`.
 */
export { default as callsPlugin } from './calls.plugin';
