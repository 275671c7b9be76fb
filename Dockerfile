# The processes of docs/deploy.md in containers; compose.yaml runs them with the same variables.
#   api  the API (and, with `npm run migrate -w @fees/api`, the release step that migrates)
#   web  Debian's nginx serving the built dashboard and proxying /api, from deploy/nginx.conf
FROM node:20-bookworm-slim AS build
WORKDIR /srv/fees
COPY . .
RUN npm ci && npm run build

FROM build AS api
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 FEES_DATA_DIR=/var/lib/fees
RUN mkdir -p /var/lib/fees && chown node:node /var/lib/fees
USER node
EXPOSE 4000
# SIGTERM drains: health answers 503, requests in flight finish, the process exits 0.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "api/src/server.ts"]

FROM build AS web
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx gettext-base \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default
EXPOSE 80 443
STOPSIGNAL SIGQUIT
CMD ["sh", "deploy/web-start.sh"]
