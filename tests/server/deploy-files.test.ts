import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { startTestServer, type TestServer } from '../support/server';
import { copyParts, execForm, parseDockerfile, parseYamlSubset, type Instruction, type Yaml } from './deploy-files-support';

/**
 * The production image and compose file are built and run where Docker is (not on the test
 * machines), so this checks them statically against the code they package: the Dockerfile's
 * base, user, copied files, start command and health check, and compose.yaml's services,
 * volumes and settings.
 */

const root = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string>; dependencies: Record<string, string> };
const docker = parseDockerfile(read('Dockerfile'));
const lastStage = Math.max(...docker.map((i) => i.stage));
const runtime = docker.filter((i) => i.stage === lastStage);
const one = (keyword: string, from: Instruction[] = runtime) => {
  const found = from.filter((i) => i.keyword === keyword);
  expect(found, `one ${keyword} in the runtime stage`).toHaveLength(1);
  return found[0];
};
const envOf = (instructions: Instruction[]) =>
  Object.fromEntries(instructions.filter((i) => i.keyword === 'ENV').flatMap((i) => [...i.args.matchAll(/([A-Z_]+)=(\S+)/g)].map((m) => [m[1], m[2]])));

/** What `npm start` runs once the client is built: the arguments scripts/start.mjs spawns node with. */
function startCommand(): string[] {
  const script = /^node (\S+)$/.exec(pkg.scripts.start)?.[1];
  expect(script, 'npm start runs a node script').toBeDefined();
  const source = read(script!);
  const m = /spawn\(process\.execPath,\s*\[([^\]]*)\]/.exec(source);
  expect(m, `${script} spawns node with an argument list`).not.toBeNull();
  return m![1].split(/,\s*(?![^(]*\))/).map((arg) => {
    const literal = /^'([^']*)'$/.exec(arg.trim());
    if (literal) return literal[1];
    const joined = /^join\(root,\s*(.*)\)$/.exec(arg.trim());
    if (joined) return joined[1].split(/,\s*/).map((s) => /^'([^']*)'$/.exec(s)![1]).join('/');
    throw new Error(`cannot read the argument ${arg} of ${script}`);
  });
}

/** Whether `.dockerignore` keeps `path` (or a folder above it) out of the build context. */
function dockerIgnored(path: string): boolean {
  const patterns = read('.dockerignore')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  expect(patterns.filter((p) => p.startsWith('!')), 'no exceptions in .dockerignore').toEqual([]);
  const regexes = patterns.map((p) => new RegExp(`^${p.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*/g, '\0').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]').replace(/\0/g, '.*')}$`));
  const parts = path.replace(/^\.\//, '').replace(/\/$/, '').split('/');
  return parts.some((_, i) => regexes.some((r) => r.test(parts.slice(0, i + 1).join('/'))));
}

/** Every file under `dir` with one of `exts`. */
function sourceFiles(dir: string, exts: RegExp): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => exts.test(f))
    .map((f) => `${dir}/${f}`);
}

describe('Dockerfile', () => {
  it('builds and runs on Node 24 (Debian slim) in every stage', () => {
    const froms = docker.filter((i) => i.keyword === 'FROM').map((i) => i.args.split(/\s+/)[0]);
    expect(froms.length).toBeGreaterThanOrEqual(2);
    for (const image of froms) expect(image).toBe('node:24-bookworm-slim');
  });

  it('builds the client in a build stage and copies the built dist/ into the runtime stage', () => {
    const build = docker.filter((i) => i.stage < lastStage && i.keyword === 'RUN').map((i) => i.args);
    expect(build).toContain('npm run build');
    expect(pkg.scripts.build).toMatch(/^vite build/);
    const distCopy = runtime.filter((i) => i.keyword === 'COPY').map((i) => copyParts(i.args)).find((c) => c.sources.includes('/app/dist'));
    expect(distCopy?.flags.from).toBe('build');
    expect(distCopy?.dest).toBe('./dist');
    expect(one('WORKDIR').args).toBe('/app');
  });

  it('installs production dependencies only for the runtime stage, and tsx, which runs the server, is one of them', () => {
    const depsCopy = runtime.filter((i) => i.keyword === 'COPY').map((i) => copyParts(i.args)).find((c) => c.sources.includes('/app/node_modules'));
    const depsStage = docker.find((i) => i.keyword === 'FROM' && i.args.endsWith(`AS ${depsCopy?.flags.from}`))?.stage;
    expect(depsStage).toBeDefined();
    expect(docker.filter((i) => i.stage === depsStage && i.keyword === 'RUN').map((i) => i.args).join('\n')).toMatch(/npm ci --omit=dev/);
    expect(pkg.dependencies.tsx).toBeDefined();
  });

  it('needs no dev dependency at run time: every package the server and the backup commands import is a production dependency', () => {
    const files = [...sourceFiles('server', /\.ts$/), ...sourceFiles('src/protocol', /\.ts$/), 'scripts/backup.ts', 'scripts/restore.ts'];
    const imported = new Set<string>();
    for (const file of files) {
      const source = read(file);
      const specifiers = [
        ...[...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^;]*?\bfrom\s+'([^']+)'/gm)].map((m) => m[1]),
        ...[...source.matchAll(/^\s*import\s+'([^']+)'/gm)].map((m) => m[1]),
        ...[...source.matchAll(/(?:\bimport|createRequire\(import\.meta\.url\))\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]),
      ];
      for (const s of specifiers) {
        if (s.startsWith('.') || s.startsWith('node:')) continue;
        imported.add(s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]);
      }
    }
    expect(imported.size).toBeGreaterThan(5);
    expect([...imported].filter((name) => !pkg.dependencies[name]).sort()).toEqual([]);
  });

  it('copies only files that exist and are in the build context', () => {
    const copies = docker.filter((i) => i.keyword === 'COPY').map((i) => copyParts(i.args));
    const stages = docker.filter((i) => i.keyword === 'FROM').map((i) => /\bAS\s+(\S+)$/i.exec(i.args)?.[1]);
    for (const copy of copies) {
      if (copy.flags.from) {
        expect(stages, `COPY --from=${copy.flags.from} names a stage`).toContain(copy.flags.from);
        continue;
      }
      for (const source of copy.sources) {
        expect(existsSync(join(root, source)), `${source} exists`).toBe(true);
        expect(dockerIgnored(source), `${source} is not in .dockerignore`).toBe(false);
      }
    }
    for (const local of ['node_modules', 'dist', '.data', '.git', '.env', 'backups']) expect(dockerIgnored(local), `${local} stays out of the image`).toBe(true);
  });

  it('copies what the server reads at run time: its code, the protocol, the backup commands and the demo kiosk records', () => {
    const sources = runtime.filter((i) => i.keyword === 'COPY' && !copyParts(i.args).flags.from).flatMap((i) => copyParts(i.args).sources);
    expect(sources).toEqual(expect.arrayContaining(['server', 'src/protocol', 'tests/fixtures/devices', 'scripts/backup.ts', 'scripts/restore.ts', 'package.json']));
    expect(read('server/features/devices/sample-record.ts')).toContain('tests/fixtures/devices/');
  });

  it("starts the server as npm start's production path does, without the start-time build check", () => {
    const cmd = execForm(one('CMD').args);
    expect(cmd).toEqual(['node', ...startCommand()]);
    expect(cmd).toEqual(['node', '--import', 'tsx', 'server/main.ts']);
    expect(runtime.some((i) => i.keyword === 'ENTRYPOINT')).toBe(false);
  });

  it('runs as the unprivileged user node, with the data directory a volume it owns', () => {
    const user = one('USER');
    expect(user.args).toBe('node');
    const userAt = runtime.indexOf(user);
    expect(runtime.findIndex((i) => i.keyword === 'CMD')).toBeGreaterThan(userAt);
    const env = envOf(runtime);
    expect(env.DATA_DIR).toBe('/data');
    expect(execForm(one('VOLUME').args)).toContain(env.DATA_DIR);
    const chown = runtime.slice(0, userAt).find((i) => i.keyword === 'RUN' && i.args.includes('chown'));
    expect(chown?.args).toMatch(new RegExp(`chown node:node .*${env.DATA_DIR}\\b`));
  });

  it("exposes the server's default port and checks its health on GET /readyz", () => {
    const port = String(loadConfig({}).port);
    expect(one('EXPOSE').args).toBe(port);
    expect(envOf(runtime).PORT).toBe(port);
    const check = one('HEALTHCHECK').args;
    expect(check).toMatch(/^--interval=\S+ --timeout=\S+ --start-period=\S+ --retries=\d+ CMD \[/);
    const cmd = execForm(check.slice(check.indexOf('CMD ') + 4))!;
    expect(cmd.slice(0, 2)).toEqual(['node', '-e']);
    expect(cmd[2]).toContain("/readyz'");
  });
});

describe("the image's health check, run", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ listen: true });
  });
  afterAll(() => server.close());

  const healthCheck = (port: string) => {
    const check = one('HEALTHCHECK').args;
    const script = execForm(check.slice(check.indexOf('CMD ') + 4))![2];
    // Run asynchronously: the server answering it is in this process.
    return new Promise<number | null>((resolve) => {
      spawn(process.execPath, ['-e', script], { env: { ...process.env, PORT: port }, timeout: 10_000 }).on('close', resolve);
    });
  };

  it('passes while the server is ready and fails when nothing answers on PORT', async () => {
    expect(await healthCheck(new URL(server.url!).port)).toBe(0);
    const free = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    expect(await healthCheck(String(free))).toBe(1);
  });
});

describe('compose.yaml', () => {
  const compose = parseYamlSubset(read('compose.yaml')) as Record<string, Yaml>;
  const services = compose.services as Record<string, Record<string, Yaml>>;
  const postgres = services.postgres;
  const server = services.server;
  const serverEnv = server.environment as Record<string, string>;
  const pgEnv = postgres.environment as Record<string, string>;
  const named = Object.keys(compose.volumes as Record<string, Yaml>);
  const mounts = (service: Record<string, Yaml>) => Object.fromEntries((service.volumes as string[]).map((v) => v.split(':')).map(([from, to]) => [to, from]));

  it('runs PostgreSQL 17 on a named volume, with a health check the server waits for', () => {
    expect(Object.keys(services).sort()).toEqual(['postgres', 'server']);
    expect(postgres.image).toMatch(/^postgres:17(\b|-)/);
    expect(named).toContain(mounts(postgres)['/var/lib/postgresql/data']);
    expect((postgres.healthcheck as Record<string, Yaml>).test).toEqual(['CMD-SHELL', `pg_isready -U ${pgEnv.POSTGRES_USER} -d ${pgEnv.POSTGRES_DB}`]);
    expect(server.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(pgEnv.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?.+\}$/);
  });

  it("builds the server from this Dockerfile and publishes the image's port", () => {
    expect(server.build).toBe('.');
    expect(server.ports).toEqual([`\${HTTP_PORT:-8080}:${one('EXPOSE').args}`]);
  });

  it("points DATABASE_URL at the postgres service's database, user and password", () => {
    const url = new URL(serverEnv.DATABASE_URL.replace('${POSTGRES_PASSWORD}', 'secret'));
    expect(url.protocol).toBe('postgres:');
    expect(url.hostname).toBe('postgres');
    expect(url.port).toBe('5432');
    expect(url.username).toBe(pgEnv.POSTGRES_USER);
    expect(url.pathname).toBe(`/${pgEnv.POSTGRES_DB}`);
    expect(serverEnv.DATABASE_URL).toContain(':${POSTGRES_PASSWORD}@');
  });

  it("keeps DATA_DIR (the uploads) on a named volume, at the image's DATA_DIR, and backups on another", () => {
    expect(serverEnv.DATA_DIR).toBe(envOf(runtime).DATA_DIR);
    expect(named).toContain(mounts(server)[serverEnv.DATA_DIR]);
    expect(named).toContain(mounts(server)[envOf(runtime).BACKUP_DIR]);
    expect(mounts(server)[serverEnv.DATA_DIR]).not.toBe(mounts(server)[envOf(runtime).BACKUP_DIR]);
  });

  it('starts a clinic without demo data and requires its public address', () => {
    expect(serverEnv.SEED).toBe('${SEED:-none}');
    expect(serverEnv.PUBLIC_URL).toMatch(/^\$\{PUBLIC_URL:\?.+\}$/);
  });

  it("passes every setting of server/config.ts but the tuning ones, and a default only where it is the server's own", () => {
    const names = [...read('server/config.ts').matchAll(/env\.([A-Z][A-Z0-9_]+)|\(env, '([A-Z][A-Z0-9_]+)'/g)].map((m) => m[1] ?? m[2]);
    const settings = [...new Set(names)];
    expect(settings).toEqual(expect.arrayContaining(['DATABASE_URL', 'JITSI_APP_SECRET', 'SMS_GATEWAY_TOKEN', 'SMTP_URL', 'ONESIGNAL_REST_API_KEY', 'TRUST_PROXY']));
    // Fixed by the image (PORT, HOST, DIST_DIR), a test double's address, or timings whose defaults fit.
    // NODE_ENV is the image's own (production).
    const notPassed = ['NODE_ENV', 'PORT', 'HOST', 'DIST_DIR', 'ONESIGNAL_API_URL', 'CALL_RING_SECONDS', 'CALL_PENDING_SECONDS', 'CALL_PUSH_PENDING_SECONDS', 'CALL_GONE_SECONDS', 'CALL_TIMER_POLL_MS', 'LIVE_HEARTBEAT_MS', 'LIVE_NODE_STALE_MS'];
    expect(settings.filter((name) => !(name in serverEnv) && !notPassed.includes(name))).toEqual([]);
    const unset = loadConfig({});
    for (const [name, value] of Object.entries(serverEnv)) {
      const fallback = new RegExp(`^\\$\\{${name}:-(.*)\\}$`).exec(value);
      if (!fallback || name === 'SEED' || !settings.includes(name)) continue;
      expect(loadConfig({ [name]: fallback[1] }), `${name} unset in .env means the server's default`).toEqual(unset);
    }
  });
});
