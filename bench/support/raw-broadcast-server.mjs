// The yardstick for broadcasts (issue 19): a bare `ws` server in its own process, as lean as a
// broadcast can be. It prints its port on stdout; every socket that connects is a listener, and a
// text frame `broadcast <payload>` from any socket sends <payload>, serialised once, to every
// other open socket.
import { WebSocketServer } from 'ws';

const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
wss.on('connection', (ws) => {
  ws.on('message', (data, isBinary) => {
    if (isBinary) return;
    const text = data.toString('utf8');
    if (!text.startsWith('broadcast ')) return;
    const payload = text.slice('broadcast '.length);
    for (const client of wss.clients) if (client !== ws && client.readyState === client.OPEN) client.send(payload);
  });
});
wss.on('listening', () => console.log(String(wss.address().port)));
