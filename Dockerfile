# The site in a container: the same commands CI proves on every run (scripts/check-production-install.ts).
# It cannot be built on the project's own machines (no container engine there); see README, "Deploying".

# Build: every package, then the site (responsive images, prerender, server build, headers files).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Run: the runtime packages, the build, and the server code Node runs as it is (type stripping).
FROM node:24-bookworm-slim AS run
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
WORKDIR /app
COPY package.json package-lock.json .node-version ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY server ./server
COPY core ./core
COPY --from=build /app/build ./build
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is the container's process, not npm: `docker stop` sends SIGTERM to PID 1 alone, and
# the server's drain (docs/decisions/0007) must not depend on npm relaying it. --no-build: this stage has the
# build and no devDependencies to make one, so a missing build stops start-up with a message.
# scripts/check-production-install.ts starts the server with this very command.
CMD ["node", "server/start.ts", "--no-build"]
