import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from './dockerfile';

interface ComposeService {
  build?: unknown;
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
}

const composeText = readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
// Interpolation is left as text: what matters here is how each value is written, not what it becomes.
const services: Record<string, ComposeService> = parse(composeText, { merge: true }).services;
const apps = Object.entries(services).filter(([, service]) => service.build);

/** The demo env file names every secret docker-compose.yml takes (and the switch that accepts them). */
const demoSecrets = [...readFileSync(join(REPO_ROOT, 'deploy/compose/demo.env'), 'utf8').matchAll(/^(\w+)=/gm)]
  .map(([, name]) => name)
  .filter((name) => name !== 'ALLOW_DEMO_SECRETS');

describe('docker-compose.yml', () => {
  it('runs the seven Node projects from the image it builds', () => {
    expect(apps.map(([name]) => name).sort()).toEqual([
      'address',
      'cart',
      'catalog',
      'gateway',
      'identity',
      'order',
      'payment',
    ]);
  });

  it.each(demoSecrets)('has no default for %s: compose refuses to start without it', (name) => {
    const uses = [...composeText.matchAll(new RegExp(`\\$\\{${name}(\\W[^}]*)?\\}`, 'g'))].map(([use]) => use);
    expect(uses.length).toBeGreaterThan(0);
    for (const use of uses) expect(use).toMatch(new RegExp(`^\\$\\{${name}:\\?.+\\}$`));
  });

  it.each(apps)('runs %s in production mode, which refuses demo secrets unless told otherwise', (_name, service) => {
    expect(service.environment).toMatchObject({
      NODE_ENV: 'production',
      ALLOW_DEMO_SECRETS: '${ALLOW_DEMO_SECRETS:-false}',
    });
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
