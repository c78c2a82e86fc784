import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect as tcpConnect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/server-process.mjs';
import { openDatabase } from '../../server/db/connection';
import { migrate } from '../../server/db/migrate';
import { openSession } from '../../server/features/auth/sessions.service';
import { LIVE_CLOSE } from '../../src/protocol/live';
import { createUser } from '../support/fixtures';
import { connect } from './live-support';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** Longer than the 10 s the server used to allow itself before exiting regardless. */
const UPLOAD_AFTER_SIGTERM_MS = 11_000;
/** The grace period of the second test. */
const GRACE_MS = 1500;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A raw HTTP/1.1 connection: writes what it is told, keeps what it receives. */
function rawConnection(url: string) {
  const { hostname, port } = new URL(url);
  const socket: Socket = tcpConnect(Number(port), hostname);
  let received = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
  socket.on('error', () => {});
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  return { socket, ended, received: () => received };
}

/** The responses in what a connection received: status, headers and body text of each. */
function responsesIn(bytes: Buffer) {
  const out: { status: number; headers: Record<string, string>; body: string }[] = [];
  let rest = bytes;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end === -1) return out;
    const [statusLine, ...lines] = rest.subarray(0, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
    const length = Number(headers['content-length'] ?? 0);
    out.push({ status: Number(statusLine.split(' ')[1]), headers, body: rest.subarray(end + 4, end + 4 + length).toString('utf8') });
    rest = rest.subarray(end + 4 + length);
  }
}

/** The avatar upload as raw bytes: the request head, and the body split where it is to pause. */
function avatarUpload(token: string) {
  const boundary = 'shutdown-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const head = `POST /api/profile/avatar HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`;
  return { head, first: body.subarray(0, 100), middle: body.subarray(100, 120), last: body.subarray(120) };
}

describe('SIGTERM', () => {
  let server: RunningServer | null = null;
  const dataDir = mkdtempSync(join(tmpdir(), 'clinic-shutdown-'));
  let userId = '';
  let token = '';
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The person's photo path as stored, read once the server has exited. */
  async function storedPhoto(): Promise<string | null> {
    const after = await openDatabase({ databaseUrl: null, dataDir });
    const row = await after.db.selectFrom('users').select('photo_path').where('id', '=', userId).executeTakeFirstOrThrow();
    await after.close();
    return row.photo_path;
  }

  const partialFiles = () => {
    const uploads = join(dataDir, 'uploads');
    return (existsSync(uploads) ? readdirSync(uploads, { recursive: true }).map(String) : []).filter((f) => f.endsWith('.tmp'));
  };

  it('refuses new work at once, tells sockets to reconnect, lets an upload under way finish past 10 s, then exits 0 promptly', async () => {
    // A person with a session, in the data folder the server will open.
    const setup = await openDatabase({ databaseUrl: null, dataDir });
    await migrate(setup.db);
    userId = (await createUser(setup.db)).id;
    token = await openSession(setup.db, new Date(), userId, { ip: '127.0.0.1', userAgent: 'test' });
    await setup.close();

    server = await startServer({ dataDir, env: { SEED: 'none' } });
    const ws = connect(server.url, { token });
    expect(await ws.request('Ping')).toMatchObject({ response_type: 'Ok' });
    const upload = avatarUpload(token);
    const conn = rawConnection(server.url);
    conn.socket.write(upload.head);
    conn.socket.write(upload.first);
    await sleep(500);

    const sigterm = Date.now();
    process.kill(server.pid, 'SIGTERM');

    // The live socket is told to reconnect, promptly.
    expect(await ws.closed).toBe(LIVE_CLOSE.goingAway);
    expect(Date.now() - sigterm).toBeLessThan(3000);

    // A new connection is refused (or, if it got in, answered 503 with the code), at once.
    const asked = Date.now();
    const fresh = await fetch(`${server.url}/healthz`).then(
      async (res) => ({ status: res.status, body: (await res.json()) as { code?: string } }),
      () => 'refused' as const,
    );
    if (fresh !== 'refused') expect(fresh).toMatchObject({ status: 503, body: { code: 'server_shutting_down' } });
    expect(Date.now() - asked).toBeLessThan(1000);

    // The upload goes on past the old 10 s limit, then ends; a request sent behind it on the same
    // connection is answered 503 with the code.
    conn.socket.write(upload.middle);
    await sleep(UPLOAD_AFTER_SIGTERM_MS - (Date.now() - sigterm));
    conn.socket.write(upload.last);
    conn.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const uploaded = Date.now();
    await conn.ended;
    const [answer, behind] = responsesIn(conn.received());
    expect(answer.status).toBe(200);
    expect(behind).toMatchObject({ status: 503, headers: { connection: 'close' } });
    expect(JSON.parse(behind.body)).toMatchObject({ code: 'server_shutting_down' });

    expect(await server.exited).toBe(0);
    expect(Date.now() - uploaded).toBeLessThan(3000);
    server = null;

    // The upload's file is stored and named by the person's row; nothing half-written is left.
    const photo = await storedPhoto();
    expect(photo).toMatch(/^avatars\/.+\.png$/);
    expect(readFileSync(join(dataDir, 'uploads', photo!))).toEqual(PNG);
    expect(partialFiles()).toEqual([]);
  }, 120_000);

  it('cuts a request still under way when SHUTDOWN_GRACE_MS is over, and exits 0', async () => {
    const before = await storedPhoto();
    server = await startServer({ dataDir, env: { SEED: 'none', SHUTDOWN_GRACE_MS: String(GRACE_MS) } });
    const upload = avatarUpload(token);
    const stalled = rawConnection(server.url);
    stalled.socket.write(upload.head);
    stalled.socket.write(upload.first);
    await sleep(500);

    const sigterm = Date.now();
    process.kill(server.pid, 'SIGTERM');
    await stalled.ended;
    expect(responsesIn(stalled.received())).toEqual([]);
    expect(Date.now() - sigterm).toBeGreaterThanOrEqual(GRACE_MS - 100);
    expect(await server.exited).toBe(0);
    expect(Date.now() - sigterm).toBeLessThan(GRACE_MS + 3000);
    server = null;

    expect(await storedPhoto()).toBe(before);
    expect(partialFiles()).toEqual([]);
  }, 120_000);
});
