# syntax=docker/dockerfile:1
#
# One image for every backend project of the workspace and the web app the gateway serves: it is built
# once and runs any service by its command (docker-compose.yml and deploy/k8s pass one per container):
#
#   docker build -t shop-platform .
#   docker run --rm shop-platform node services/catalog/dist/main.js
#
# Stages: manifests (package.json files only) -> build (all deps, nx build) and prod-deps (production
# deps only), both cached until a manifest changes -> runtime (prod deps + compiled dist folders).
# deploy/checks/images.spec.ts checks the rules this file keeps: pinned bases, a non-root user, no
# secrets, no tests in the runtime stage.

# Node 22 LTS on Debian bookworm, pinned by digest so every build starts from the same bytes (the tag
# only says which release the digest is). To update, change the version and its digest together.
ARG NODE_IMAGE=node:22.23.3-bookworm-slim@sha256:43ac6c60b8f89723f746e8a92ce91abd5017e627ce1ddfe4238355d3a30b772c

# ---- manifests: the lock file and every package.json of the workspace, nothing else ---------------
# This stage re-runs on any source change, but its output only changes with a manifest, so the
# install layers below stay cached. New workspaces are picked up without editing this file.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && cp package-lock.json /manifests/ \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \;

# ---- build: every dependency, then every project through Nx (@shop/common before the services) ------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
COPY --from=manifests /manifests/ ./
# The locked versions exactly, as `npm ci` would install them (the script says why not npm ci itself).
COPY deploy/docker/npm-install-locked.sh /usr/local/bin/
RUN --mount=type=cache,target=/root/.npm npm-install-locked.sh
COPY . .
# Build, then keep only the compiled output (with its source maps) laid out as in the repository: the
# services, the gateway and the web app it serves. The test kit is built too (the services' end-to-end
# suites depend on it, so Nx builds it first) but left behind.
RUN npx nx run-many -t build --outputStyle=static \
 && mkdir /dist \
 && find services gateway web -name node_modules -prune -o -type d -name dist -print \
      | xargs -I{} cp -r --parents {} /dist/ \
 && find /dist -name .tsbuildinfo -delete

# ---- prod-deps: production dependencies of the services and the gateway, from the manifests alone ---
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY --from=manifests /manifests/ ./
COPY deploy/docker/npm-install-locked.sh /usr/local/bin/
# Workspace packages (@shop/common, ...) are linked into node_modules as relative symlinks, so they
# resolve once the dist folders are copied next to their package.json files in the runtime stage. The
# web app ships as built files only, and the test kit and deployment checks not at all.
RUN --mount=type=cache,target=/root/.npm npm-install-locked.sh --omit=dev \
      -w @shop/common -w @shop/identity -w @shop/catalog -w @shop/cart -w @shop/address -w @shop/order \
      -w @shop/payment -w @shop/delivery -w @shop/gateway \
 && rm -rf testkit node_modules/@shop/testkit web deploy

# ---- runtime ----------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
# HOST: containers must listen on every interface (the services default to 127.0.0.1). Production mode
# makes every service refuse missing, short or demo secrets at start-up.
ENV NODE_ENV=production \
    NODE_OPTIONS=--enable-source-maps \
    HOST=0.0.0.0
WORKDIR /app
# Files stay owned by root: the service user can read them but not change them.
COPY --from=prod-deps /app/ ./
# Includes web/dist, which the gateway serves (WEB_DIST_DIR defaults to it).
COPY --from=build /dist/ ./
# The base image's unprivileged user (uid 1000, which the Kubernetes manifests' runAsUser names).
USER node
# identity..delivery listen on PORT (3001-3007), the gateway on GATEWAY_PORT (8080).
EXPOSE 3001 3002 3003 3004 3005 3006 3007 8080
# No HEALTHCHECK here: the port differs per service and the gateway's /health reports its backends,
# so docker-compose.yml and the Kubernetes probes define the check per container (node's fetch, no curl).
CMD ["node", "gateway/dist/main.js"]
