import { WebSocket } from 'partysocket';

/**
 * The live channel's transport (SPEC §7): one partysocket WebSocket per connection attempt.
 * partysocket's own reconnecting is switched off (`maxRetries: 0`, one attempt); the socket
 * machine (src/machines/socket) owns all timing: when to connect, when to retry, when to give up.
 */

/** The address of the live channel for a page at `origin`: `/ws` over ws (http) or wss (https), token as a query parameter. */
export function liveSocketUrl(origin: string, token: string): string {
  const url = new URL('/ws', origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', token);
  return url.toString();
}

/** What one connection reports, in the order the browser reports it. */
export interface LiveSocketHandlers {
  opened(): void;
  closed(code: number): void;
  failed(): void;
  message(data: unknown): void;
}

export interface LiveSocketConnection {
  send(text: string): void;
  /** Closes this connection for good; no handler is called afterwards. */
  close(): void;
}

export type OpenLiveSocket = (url: string, handlers: LiveSocketHandlers) => LiveSocketConnection;

/** Opens one connection attempt with partysocket; `WebSocketImpl` replaces the browser's WebSocket (tests, Node). */
export function openLiveSocket(url: string, handlers: LiveSocketHandlers, WebSocketImpl?: unknown): LiveSocketConnection {
  const ws = new WebSocket(url, [], { maxRetries: 0, WebSocket: WebSocketImpl });
  let done = false;
  const onOpen = () => !done && handlers.opened();
  const onClose = (event: { code?: number }) => !done && handlers.closed(event.code ?? 1006);
  const onError = () => !done && handlers.failed();
  const onMessage = (event: { data?: unknown }) => !done && handlers.message(event.data);
  ws.addEventListener('open', onOpen);
  ws.addEventListener('close', onClose);
  ws.addEventListener('error', onError);
  ws.addEventListener('message', onMessage);
  return {
    send: (text) => ws.send(text),
    close: () => {
      done = true;
      ws.removeEventListener('open', onOpen);
      ws.removeEventListener('close', onClose);
      ws.removeEventListener('error', onError);
      ws.removeEventListener('message', onMessage);
      ws.close();
    },
  };
}
