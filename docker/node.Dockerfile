# Runtime image for the BFF, the five services, the fantasy worker and the seed job.
# Built from the repository root so workspaces resolve; the compose file picks the entry point.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY shared-ui/package.json shared-ui/
COPY shell/package.json shell/
COPY mfe-player/package.json mfe-player/
COPY mfe-draft/package.json mfe-draft/
COPY mfe-owner/package.json mfe-owner/
COPY bff/package.json bff/
COPY services/kit/package.json services/kit/
COPY services/accounts/package.json services/accounts/
COPY services/leagues/package.json services/leagues/
COPY services/fantasy/package.json services/fantasy/
COPY services/stats/package.json services/stats/
COPY services/content/package.json services/content/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY tools/package.json tools/
RUN npm ci --no-audit --no-fund --loglevel=error
COPY contracts contracts
COPY services services
COPY bff bff
COPY tools/src tools/src
COPY tsconfig.json ./
USER node
