# syntax=docker/dockerfile:1
# Momenty: one image for every instance of the scaled deployment (and for a single embedded one).
#   docker build -t momenty .
#   docker run -p 3000:3000 -v momenty-data:/app/data momenty        (embedded: PGlite + local files)
# Several instances: DATABASE_URL (PostgreSQL) and S3_* (a bucket); see compose.yaml and the README.

# ---- build: all dependencies, the web app and the server bundle
FROM node:24-slim AS build
WORKDIR /src
ENV CI=true
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime dependencies only (sharp's and libheif's prebuilt binaries come with their packages)
FROM node:24-slim AS deps
WORKDIR /app
ENV CI=true
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/@ffmpeg-installer \
 && npm cache clean --force

# ---- runtime
FROM node:24-slim
# Debian's ffmpeg for video posters and durations (found through FFMPEG_PATH).
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg \
 && rm -rf /var/lib/apt/lists/*
# TZ: every instance must share one time zone, because ZIP entries carry local DOS times and a
# download resumed (HTTP Range) on another instance must get the same bytes.
ENV NODE_ENV=production \
    TZ=UTC \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data \
    FFMPEG_PATH=/usr/bin/ffmpeg \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=deps --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /src/dist ./dist
COPY --chown=root:root package.json ./
# The code belongs to root and is read-only for the server; only DATA_DIR is writable.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# What `npm run serve` does, without npm in between (signals reach node directly).
CMD ["node", "--max-semi-space-size=4", "--v8-pool-size=1", "--expose-gc", "dist/server/main.js"]
