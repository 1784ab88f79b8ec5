import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { secretProblems, SECRET_NAMES } from '@shop/common';
import { parseDockerfile, REPO_ROOT, words } from './dockerfile';

interface ComposeService {
  build?: unknown;
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
}

const composeText = readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
// Interpolation is left as text: what matters here is how each value is written, not what it becomes.
const services: Record<string, ComposeService> = parse(composeText, { merge: true }).services;
const apps = Object.entries(services).filter(([, service]) => service.build);

/** The secrets docker-compose.yml takes: what deploy/generate-secrets.sh writes for it. */
function generatedSecrets(): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'compose-secrets-'));
  try {
    execFileSync('bash', [join(REPO_ROOT, 'deploy/generate-secrets.sh'), 'compose'], {
      env: { ...process.env, SECRETS_FILE: join(dir, 'secrets.env') },
      stdio: 'ignore',
    });
    const text = readFileSync(join(dir, 'secrets.env'), 'utf8');
    return Object.fromEntries([...text.matchAll(/^(\w+)=(.*)$/gm)].map(([, name, value]) => [name, value]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const secrets = generatedSecrets();

describe('docker-compose.yml', () => {
  it('runs the eight Node projects from the image it builds', () => {
    expect(apps.map(([name]) => name).sort()).toEqual([
      'address',
      'cart',
      'catalog',
      'delivery',
      'gateway',
      'identity',
      'order',
      'payment',
    ]);
  });

  it.each(Object.keys(secrets))('has no default for %s: compose refuses to start without it', (name) => {
    const uses = [...composeText.matchAll(new RegExp(`\\$\\{${name}(\\W[^}]*)?\\}`, 'g'))].map(([use]) => use);
    expect(uses.length).toBeGreaterThan(0);
    for (const use of uses) expect(use).toMatch(new RegExp(`^\\$\\{${name}:\\?.+\\}$`));
  });

  // Issue 20, item 1: the services refuse published secrets whatever NODE_ENV says, unless the local
  // scripts' switch is set; nothing here may set it.
  it("never sets the local scripts' switch that excuses demo secrets", () => {
    expect(composeText).not.toContain('ALLOW_DEMO_SECRETS');
  });

  it.each(Object.entries(secrets))(
    'gets a fresh %s from deploy/generate-secrets.sh that the services accept',
    (name, value) => {
      // RABBITMQ_PASSWORD is no setting of the services (it is inside RABBITMQ_URL): held to the same length.
      const checkedAs = SECRET_NAMES.includes(name) ? name : 'JWT_REFRESH_SECRET';
      expect(secretProblems(new Set([checkedAs]), { [checkedAs]: value }, {})).toEqual([]);
      expect(value).toMatch(/^[\w-]+$/); // URL-safe: RABBITMQ_URL carries one
    },
  );

  it.each(apps.filter(([name]) => name !== 'payment'))('runs %s in production mode', (_name, service) => {
    expect(service.environment?.NODE_ENV).toBe('production');
  });

  // Issue 20, item 5: the test-mode payment page (stripe-mock) is refused in production mode.
  it('runs payment outside production mode only while it is the stripe-mock demo', () => {
    expect(services.payment.environment).toMatchObject({
      NODE_ENV: '${PAYMENT_NODE_ENV:-development}',
      STRIPE_API_HOST: '${STRIPE_API_HOST-stripe-mock}',
    });
  });

  it.each(apps.filter(([name]) => name !== 'gateway'))(
    'has the gateway call %s at its PORT and start once it is healthy',
    (name, service) => {
      expect(services.gateway.environment?.[`${name.toUpperCase()}_URL`]).toBe(
        `http://${name}:${service.environment?.PORT}`,
      );
      expect(services.gateway.depends_on?.[name]).toEqual({ condition: 'service_healthy' });
    },
  );

  it.each(apps)(
    'runs %s from an image that holds its production dependencies and exposes its port',
    (name, service) => {
      const stages = parseDockerfile(readFileSync(join(REPO_ROOT, 'Dockerfile'), 'utf8')).stages;
      const prodDeps = stages
        .find((stage) => stage.name === 'prod-deps')!
        .instructions.find(({ keyword, args }) => keyword === 'RUN' && args.includes('--omit=dev'));
      expect(words(prodDeps!.args)).toContain(`@shop/${name}`);
      const exposed = stages[stages.length - 1].instructions
        .filter(({ keyword }) => keyword === 'EXPOSE')
        .flatMap(({ args }) => words(args));
      expect(exposed).toContain(String(service.environment?.PORT ?? service.environment?.GATEWAY_PORT));
    },
  );

  // Issue 37: compose is a demo setup, so an empty delivery database gets the demo zone.
  it('starts delivery with the demo zone', () => {
    expect(services.delivery.environment?.DELIVERY_DEMO_ZONE).toBe('true');
  });

  // Issue 20, item 7: MailDev's UI on every interface let anyone on the network read reset codes.
  it.each(Object.entries(services).filter(([name, service]) => name !== 'gateway' && service.ports))(
    'publishes the ports of %s on 127.0.0.1 only (the gateway is the one public door)',
    (_name, service) => {
      for (const port of service.ports ?? []) expect(port).toMatch(/^127\.0\.0\.1:/);
    },
  );

  it.each(apps)('runs %s on the MongoDB code paths (the replica set it starts is MongoDB)', (_name, service) => {
    expect(service.environment?.MONGO_ENGINE).toBe('mongodb');
  });

  it.each(apps)('sends the traces of %s to the OpenTelemetry Collector', (_name, service) => {
    expect(service.environment?.OTEL_EXPORTER_OTLP_ENDPOINT).toBe(
      '${OTEL_EXPORTER_OTLP_ENDPOINT:-http://otel-collector:4318}',
    );
  });

  it('runs the collector with its configuration file from the repository', () => {
    const mount = services['otel-collector']?.volumes?.find((volume) =>
      volume.endsWith(':/etc/otelcol/config.yaml:ro'),
    );
    expect(mount).toBeDefined();
    const config = parse(readFileSync(join(REPO_ROOT, mount!.split(':')[0]), 'utf8'));
    expect(config.receivers.otlp.protocols.http.endpoint).toBe('0.0.0.0:4318');
    expect(config.service.pipelines.traces).toMatchObject({ receivers: ['otlp'], exporters: ['debug'] });
  });
});
