# The production image: `docker build -t devlearn .` then see compose.yaml (PostgreSQL, Redis, S3) or run it
# alone on SQLite with a volume at /data. The build stage runs the same `npm run release` that CI runs without
# Docker, so what CI checks is what the image holds.

# Node 24 LTS at the exact version of .nvmrc, which CI runs (ADR 0140); Renovate moves both together.
FROM node:24.22.3-bookworm-slim AS build
WORKDIR /src
# better-sqlite3 compiles from source.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY . .
# The release installs the API's production dependencies alone from npm's cache of this install (ADR 0141).
RUN npm ci --no-audit --no-fund && node scripts/release.mjs --out /release

FROM node:24.22.3-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /release ./
# The data folder holds the SQLite file, uploads, the outbox and the generated secret: its owner alone enters it.
RUN mkdir -p /data && chown node:node /data && chmod 0700 /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains in-flight requests (src/server.ts), so `docker stop` loses nothing.
CMD ["node", "--max-semi-space-size=8", "apps/api/dist/server.js"]
