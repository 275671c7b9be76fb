#!/bin/sh
# The web container's start (Dockerfile, target web): writes config.json from the environment,
# fills in deploy/nginx.conf with the shell's policy, and runs nginx in the foreground.
set -eu
cd /srv/fees
npm run --silent config
SHELL_CSP=$(npm run --silent config -- --csp)
export SHELL_CSP
: "${FEES_DIR:=/srv/fees}" "${RELEASES_DIR:=/srv/fees/releases}" "${HTTP_PORT:=80}" "${HTTPS_PORT:=443}"
export FEES_DIR RELEASES_DIR HTTP_PORT HTTPS_PORT
envsubst '${SERVER_NAME} ${PUBLIC_ORIGIN} ${HTTP_PORT} ${HTTPS_PORT} ${TLS_CERT} ${TLS_KEY}
  ${FEES_DIR} ${RELEASES_DIR} ${API_SERVERS} ${SHELL_CSP}' \
  < deploy/nginx.conf > /etc/nginx/sites-enabled/fees.conf
exec nginx -g 'daemon off;'
