import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { findDockerfiles, parseDockerfile, REPO_ROOT } from './dockerfile';
import { IMAGE_RULES } from './image-rules';

const dockerfiles = findDockerfiles().map((path) => ({
  path: relative(REPO_ROOT, path),
  dockerfile: parseDockerfile(readFileSync(path, 'utf8')),
}));

const check = (text: string) => {
  const dockerfile = parseDockerfile(text);
  return Object.values(IMAGE_RULES).flatMap((rule) => rule(dockerfile));
};

const DIGEST = `@sha256:${'0123456789abcdef'.repeat(4)}`;

describe('the repository Dockerfiles', () => {
  it('include the one at the root, which builds every service', () => {
    expect(dockerfiles.map(({ path }) => path)).toContain('Dockerfile');
  });

  describe.each(dockerfiles)('$path', ({ dockerfile }) => {
    it.each(Object.entries(IMAGE_RULES))('pass %s', (_name, rule) => {
      expect(rule(dockerfile)).toEqual([]);
    });
  });

  it('build the root image on Node 22 LTS', () => {
    const { dockerfile } = dockerfiles.find(({ path }) => path === 'Dockerfile')!;
    const images = dockerfile.stages.map((stage) => stage.base).filter((base) => base.includes('@'));
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toMatch(/^node:22[.-]/);
  });
});

describe('the image rules', () => {
  it('accept a pinned, multi-stage, non-root image without secrets or tests', () => {
    const text = `
      ARG BASE=node:22-bookworm-slim${DIGEST}
      FROM \${BASE} AS build
      ARG NPM_TOKEN
      COPY . .
      RUN npm ci && npm test \\
       && npm run build
      FROM build AS prune
      FROM $BASE
      # A comment between instructions.
      ENV NODE_ENV=production PORT=3000
      COPY --from=prune /app/dist ./dist
      USER node
    `;
    expect(check(text)).toEqual([]);
  });

  it('refuse a base image without a digest, naming it', () => {
    expect(check('FROM node:22-bookworm-slim AS build\nFROM build\nUSER node')).toEqual([
      'line 1: FROM node:22-bookworm-slim is not pinned by @sha256 digest',
    ]);
    expect(check('ARG BASE=node:22\nFROM ${BASE}\nUSER node')).toEqual([
      'line 2: FROM node:22 is not pinned by @sha256 digest',
    ]);
  });

  it('refuse a final stage that runs as root, or does not say', () => {
    expect(check(`FROM node${DIGEST}\nUSER node\nFROM node${DIGEST}\nCMD ["node"]`)).toEqual([
      'the final stage sets no USER, so the image runs as root',
    ]);
    expect(check(`FROM node${DIGEST}\nUSER node\nUSER 0:0`)).toEqual([
      'line 3: the final stage runs as root (USER 0:0)',
    ]);
    expect(check(`FROM node${DIGEST}\nUSER root`)).toHaveLength(1);
  });

  it('refuse secrets baked into ENV or ARG, in either ENV form', () => {
    const text = `
      ARG GITHUB_TOKEN=ghp_abc
      FROM node${DIGEST}
      ENV JWT_ACCESS_SECRET="a b" NODE_ENV=production
      ENV ADMIN_PASSWORD Admin12345!
      ARG STRIPE_SECRET_KEY=sk_test_123
      USER node
    `;
    expect(check(text)).toEqual([
      'line 2: ARG GITHUB_TOKEN holds a value; pass secrets at run time',
      'line 4: ENV JWT_ACCESS_SECRET holds a value; pass secrets at run time',
      'line 5: ENV ADMIN_PASSWORD holds a value; pass secrets at run time',
      'line 6: ARG STRIPE_SECRET_KEY holds a value; pass secrets at run time',
    ]);
  });

  it('refuse the test kit, tests or the whole context in the final stage', () => {
    const text = `
      FROM node${DIGEST} AS build
      COPY . .
      FROM node${DIGEST}
      COPY --from=build /app/testkit ./testkit
      COPY services/order/test ./services/order/test
      COPY --chown=node:node ["src/cart.spec.ts", "jest.config.js", "./"]
      COPY . .
      USER node
    `;
    expect(check(text)).toEqual([
      'line 5: the final stage copies /app/testkit, which holds tests',
      'line 6: the final stage copies services/order/test, which holds tests',
      'line 7: the final stage copies src/cart.spec.ts, which holds tests',
      'line 7: the final stage copies jest.config.js, which holds tests',
      'line 8: the final stage copies ., which holds tests',
    ]);
  });
});
