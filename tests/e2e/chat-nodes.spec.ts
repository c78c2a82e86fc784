import { randomBytes } from 'node:crypto';
import { expect, test } from './test';
import pg from 'pg';
import { startServer } from '../../scripts/server-process.mjs';
import { DEMO } from './support';
import { closeAll, message, openChatWith, personAt, PNG, send } from './chat-support';

/**
 * The same chat across two server processes on one PostgreSQL (ARCHITECTURE: scaling out): the
 * patient's browser talks to node A, the doctor's to node B. Needs the PostgreSQL of the test
 * machine (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test); each run uses a
 * throw-away database.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function adminClient(): Promise<pg.Client | null> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return client;
  } catch {
    await client.end().catch(() => {});
    return null;
  }
}

test.describe.configure({ timeout: 240_000 });

test('two people chat live through two server processes', async ({ browser, request }) => {
  const admin = await adminClient();
  test.skip(admin === null, `no PostgreSQL at ${ADMIN_URL}: two server processes need one`);
  const name = `e2e_nodes_${randomBytes(4).toString('hex')}`;
  await admin!.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), SEED: 'demo' };
  // One after the other: the first migrates and seeds, the second finds it done.
  const a = await startServer({ env: { ...env, NODE_ID: 'node-a' } });
  const b = await startServer({ env: { ...env, NODE_ID: 'node-b' } });
  const patient = await personAt(browser, request, a.url, DEMO.patient, { width: 390, height: 844 });
  const doctor = await personAt(browser, request, b.url, DEMO.doctor);
  try {
    await openChatWith(patient.page, 'გიორგი მაისურაძე');
    await openChatWith(doctor.page, 'ქეთევან კაპანაძე');
    await expect(patient.page.getByTestId('chat-party-status')).toHaveText('ონლაინ', { timeout: 20_000 });
    await expect(doctor.page.getByTestId('chat-party-status')).toHaveText('ონლაინ', { timeout: 20_000 });

    const question = `კვანძი A → B ${Date.now()}`;
    await send(patient.page, question);
    await expect(message(doctor.page, question)).toBeVisible();
    await expect(message(patient.page, question).getByTestId('seen-marker')).toBeVisible();

    const answer = `კვანძი B → A ${Date.now()}`;
    await send(doctor.page, answer);
    await expect(message(patient.page, answer)).toBeVisible();

    await doctor.page.getByTestId('file-input').setInputFiles({ name: 'დანიშნულება.png', mimeType: 'image/png', buffer: PNG });
    await expect(patient.page.getByTestId('message').locator('img[alt="დანიშნულება.png"]')).toBeVisible();

    // The patient leaves: node B tells the doctor, whose header stops saying online.
    await patient.context.close();
    await expect(doctor.page.getByTestId('chat-party-status')).not.toHaveText('ონლაინ', { timeout: 20_000 });
  } finally {
    await closeAll(doctor.context);
    await patient.context.close().catch(() => {});
    await Promise.all([a.stop(), b.stop()]);
    await admin!.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin!.end();
  }
});
