# Multi-stage: build every frontend, then run on a slim image: by default the api and the host's pages in one
# process (`npm start`'s scripts/start.ts); docker-compose.yml runs the same image as separate api and host services.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

FROM node:20-bookworm-slim AS runtime
# HOST: a container is reached through its published port, so the api listens on every interface in it.
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app /app
RUN npm prune --omit=dev --no-audit --no-fund
USER node
EXPOSE 3000
# node itself is PID 1, so the SIGTERM of `docker stop` reaches the graceful shutdown.
CMD ["node", "--import", "tsx", "scripts/start.ts"]
