# syntax=docker/dockerfile:1
# Attune in a container: built in one stage, run as the unprivileged `node` user with only production dependencies.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Compilers for native modules (better-sqlite3, argon2) when no prebuilt binary fits.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:web && npm run build:server && node dist/server/src/server/checkContent.js && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATABASE_URL=/data/attune.db \
    STATIC_DIR=/app/dist/web
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# What we write ourselves (action libraries, prompts, articles) is read at run time from the project folder.
COPY --from=build /app/content ./content
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
STOPSIGNAL SIGTERM
# Ready means: database reachable and migrated, Redis reachable when configured, not shutting down.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--max-semi-space-size=4", "dist/server/src/server/main.js"]
