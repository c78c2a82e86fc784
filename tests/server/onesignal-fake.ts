import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local stand-in for OneSignal's REST API: records every request and answers `status`. */
export interface FakeOnesignal {
  url: string;
  requests: Array<{ method: string; path: string; headers: Record<string, string | string[] | undefined>; body: Record<string, unknown> }>;
  status: number;
  close(): Promise<void>;
}

export async function startFakeOnesignal(): Promise<FakeOnesignal> {
  const fake = { requests: [], status: 200 } as unknown as FakeOnesignal;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      fake.requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
      res.writeHead(fake.status, { 'content-type': 'application/json' });
      res.end(fake.status === 200 ? JSON.stringify({ id: 'push-1', errors: [] }) : JSON.stringify({ errors: ['Internal Server Error'] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
