# Built from the repo root. Target `backend` (default): API, Medusa Admin and the SPA on one port.
# Target `web`: nginx with the built SPA, proxying the API (docker/nginx.conf).
FROM node:20-bookworm-slim AS build
WORKDIR /repo
COPY . .
RUN npm ci --no-audit --no-fund && MEDUSA_DISABLE_TELEMETRY=true TURBO_TELEMETRY_DISABLED=1 npx turbo run build

FROM nginx:1.27 AS web
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /repo/apps/web/dist /usr/share/nginx/html

FROM node:20-bookworm-slim AS backend
WORKDIR /repo
ENV NODE_ENV=production MEDUSA_DISABLE_TELEMETRY=true PORT=9000
COPY --from=build /repo /repo
EXPOSE 9000
CMD ["node", "apps/backend/lib/scripts/start.js"]
