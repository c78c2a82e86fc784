// The yardstick for broadcasts (issue 19): a bare `ws` server in its own process, as lean as a
// broadcast can be. It prints its port on stdout; every socket that connects is a listener. Two
// triggers, each sending its payload, serialised once, to every other open socket:
// - a text frame `broadcast <payload>` from any socket;
// - a socket opened on `/announce?online=<payload>&offline=<payload>`: `online` goes out when it
//   connects and `offline` when it closes, the same moments the app announces a presence change,
//   so both sides pay the same opening and closing handshakes.
import { WebSocketServer } from 'ws';

const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });

function broadcast(from, payload) {
  for (const client of wss.clients) if (client !== from && client.readyState === client.OPEN) client.send(payload);
}

wss.on('connection', (ws, req) => {
  const url = new URL(req.url ?? '/', 'ws://raw');
  if (url.pathname === '/announce') {
    const online = url.searchParams.get('online');
    const offline = url.searchParams.get('offline');
    if (online) broadcast(ws, online);
    if (offline) ws.on('close', () => broadcast(ws, offline));
  }
  ws.on('message', (data, isBinary) => {
    if (isBinary) return;
    const text = data.toString('utf8');
    if (!text.startsWith('broadcast ')) return;
    broadcast(ws, text.slice('broadcast '.length));
  });
});
wss.on('listening', () => console.log(String(wss.address().port)));
