# syntax=docker/dockerfile:1
# The platform as one image: the compiled API server, which also serves the built web app under /v2/.
# Build: docker build -t platforma .      Run a whole installation: deploy/compose.yaml (docs/deployment.md, "Deployment (containers)").
# the Node of .node-version (24 LTS)
ARG NODE_IMAGE=node:24-bookworm-slim

# Dependencies with the development tools (tsc, Vite) and the native addon's toolchain (nodehun builds with node-gyp).
FROM ${NODE_IMAGE} AS toolchain
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/

# Everything built once: shared contract and API to JavaScript, the web app with Vite.
FROM toolchain AS build
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/api apps/api
COPY apps/web apps/web
RUN npm run build

# What the compiled server needs at run time: the API's dependencies without the development tools
# (no tsx, esbuild, TypeScript, Vite, test tools; the web app's libraries are bundled into its build).
FROM toolchain AS runtime-deps
RUN npm ci --omit=dev --workspace apps/api --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
# pg_dump and pg_restore for the backup command (docs/operations.md, "Backups"); Debian 12's are PostgreSQL 15.
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    APP_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /app/package.json ./
COPY --from=runtime-deps /app/node_modules node_modules
COPY --from=runtime-deps /app/apps/api apps/api
COPY --from=build /app/packages/shared/package.json packages/shared/
COPY --from=build /app/packages/shared/dist packages/shared/dist
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# The data folder (embedded database, local files, token secret) and the backups' folder belong to
# the unprivileged user (a new volume mounted on them takes their owner).
RUN mkdir -p /data /backups && chown node:node /data /backups
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready means the database answers too (503 while it is away); the first start migrates and may seed.
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--conditions=compiled", "--enable-source-maps", "apps/api/dist/server.js"]
