# Builds one microfrontend (or the shell) for production and serves it as static files.
FROM node:20-bookworm-slim AS build
ARG MFE
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund --loglevel=error && npx tsx tools/src/build-mfes.ts "$MFE"
RUN cp -r "$MFE/dist" /site

FROM nginx:1.27-alpine
COPY docker/mfe-nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /site /usr/share/nginx/html
