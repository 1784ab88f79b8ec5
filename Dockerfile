# syntax=docker/dockerfile:1
#
# One image for every backend project of the workspace: it is built once and runs any service by its
# command (docker-compose.yml and deploy/k8s pass one per container):
#
#   docker build -t shop-platform .
#   docker run --rm shop-platform node services/catalog/dist/main.js
#
# Stages: manifests (package.json files only) -> build (all deps, nx build) and prod-deps (production
# deps only), both cached until a manifest changes -> runtime (prod deps + compiled dist folders).

ARG NODE_IMAGE=node:20-slim

# ---- manifests: the lock file and every package.json of the workspace, nothing else ---------------
# This stage re-runs on any source change, but its output only changes with a manifest, so the
# install layers below stay cached. New workspaces are picked up without editing this file.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && cp package-lock.json /manifests/ \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \;

# ---- build: every dependency, then every project through Nx (@shop/common before the services) ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
COPY --from=manifests /manifests/ ./
# `npm install`, not `npm ci`: the lock file lacks other platforms' optional binaries (swc, nx), which
# npm ci rejects as out of sync; npm install still installs exactly the locked versions (see
# deploy/local/install.sh). Switch to `npm ci` once the lock is regenerated with every platform.
RUN --mount=type=cache,target=/root/.npm npm install --no-audit --no-fund
COPY . .
# Build, then keep only the compiled output (with its source maps) laid out as in the repository.
RUN npx nx run-many -t build --outputStyle=static \
 && mkdir /dist \
 && find services gateway -name node_modules -prune -o -type d -name dist -print \
      | xargs -I{} cp -r --parents {} /dist/ \
 && find /dist -name .tsbuildinfo -delete

# ---- prod-deps: production dependencies only, from the manifests alone ------------------------------
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY --from=manifests /manifests/ ./
# Workspace packages (@shop/common, ...) are linked into node_modules as relative symlinks, so they
# resolve once the dist folders are copied next to their package.json files in the runtime stage.
RUN --mount=type=cache,target=/root/.npm npm install --omit=dev --no-audit --no-fund

# ---- runtime ----------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
# HOST: containers must listen on every interface (the services default to 127.0.0.1).
ENV NODE_ENV=production \
    NODE_OPTIONS=--enable-source-maps \
    HOST=0.0.0.0
WORKDIR /app
# Files stay owned by root: the service user can read them but not change them.
COPY --from=prod-deps /app/ ./
COPY --from=build /dist/ ./
# The base image's "node" user, numeric so Kubernetes' runAsNonRoot can verify it.
USER 1000:1000
# identity..payment listen on PORT (3001-3006), the gateway on GATEWAY_PORT (8080).
EXPOSE 3001 3002 3003 3004 3005 3006 8080
# No HEALTHCHECK here: the port differs per service and the gateway's /health reports its backends,
# so docker-compose.yml and the Kubernetes probes define the check per container (node's fetch, no curl).
CMD ["node", "gateway/dist/main.js"]
