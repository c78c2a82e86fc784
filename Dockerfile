# The clinic server's production image (README, "Running it at a clinic"): the Fastify server
# with the built client inside, as the unprivileged user `node`, data in the volume /data.
#   docker build -t telemed-clinic .        (compose.yaml builds it for you)
# Build stage: every dependency, and the client built into dist/.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY index.html vite.config.ts tsconfig.json ./
COPY build ./build
COPY public ./public
COPY src ./src
RUN npm run build

# Production dependencies only. tsx is one of them (package.json `dependencies`): the server runs
# its TypeScript through tsx in production as in development (see CMD).
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:24-bookworm-slim
# `npm run backup` / `npm run restore` need pg_dump and pg_restore of at least the server's major
# version; Debian 12 ships 15, so they come from the PostgreSQL project's apt repository.
ARG PG_MAJOR=17
RUN apt-get update \
  && apt-get install -y --no-install-recommends ca-certificates curl \
  && install -d /usr/share/postgresql-common/pgdg \
  && curl -fsSL -o /usr/share/postgresql-common/pgdg/apt.postgresql.org.asc https://www.postgresql.org/media/keys/ACCC4CF8.asc \
  && echo "deb [signed-by=/usr/share/postgresql-common/pgdg/apt.postgresql.org.asc] https://apt.postgresql.org/pub/repos/apt bookworm-pgdg main" > /etc/apt/sources.list.d/pgdg.list \
  && apt-get update \
  && apt-get install -y --no-install-recommends "postgresql-client-${PG_MAJOR}" \
  && apt-get purge -y curl && apt-get autoremove -y \
  && rm -rf /var/lib/apt/lists/*

ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/data \
    BACKUP_DIR=/backups
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json package-lock.json tsconfig.json ./
COPY server ./server
COPY src/protocol ./src/protocol
# The demo data's kiosk records (server/features/devices/sample-record.ts reads them).
COPY tests/fixtures/devices ./tests/fixtures/devices
COPY scripts/backup.ts scripts/restore.ts ./scripts/
COPY --from=build /app/dist ./dist
RUN mkdir -p /data /backups && chown node:node /data /backups
USER node
VOLUME ["/data", "/backups"]
EXPOSE 8080
# GET /readyz: 200 when the database and the event bus answer (it waits at most 2 s for them).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/readyz', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What `npm start` (scripts/start.mjs) runs once the client is built: the server itself, as PID 1
# so it gets SIGTERM from `docker stop` and closes gracefully. The client was built above, and
# the image's files belong to root, so the start-time build check of `npm start` is left out.
CMD ["node", "--import", "tsx", "server/main.ts"]
