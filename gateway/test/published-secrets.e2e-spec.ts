import { spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');
const APPS: Record<string, string> = {
  gateway: 'gateway/dist/main.js',
  identity: 'services/identity/dist/main.js',
  catalog: 'services/catalog/dist/main.js',
  cart: 'services/cart/dist/main.js',
  address: 'services/address/dist/main.js',
  order: 'services/order/dist/main.js',
  payment: 'services/payment/dist/main.js',
  delivery: 'services/delivery/dist/main.js',
};

/** Settings the local stack runs on (deploy/local/config.env), published in this repository. */
const PUBLISHED = {
  GATEWAY_SHARED_SECRET: 'local-gateway-shared-secret',
  JWT_ACCESS_SECRET: 'local-dev-access-secret-change-me',
  STRIPE_WEBHOOK_SECRET: 'whsec_local_shop_test_mode_secret',
};

/**
 * Starts a built app with the test stack's environment changed by `env`, on ports nobody uses, and
 * answers how it ended: its exit code and what it wrote. One still running after 20 s is stopped and
 * reported as started (code null): it took the configuration.
 */
function start(app: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [join(ROOT, APPS[app])], {
    env: { ...process.env, PORT: '0', GATEWAY_PORT: '0', GATEWAY_METRICS_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve({ code: null, output });
    }, 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

// Issue 20, item 1: NODE_ENV defaults to development, in which the published secrets were accepted: a
// token signed with the demo JWT secret made an ADMIN, the demo x-gateway-secret acted as any user on a
// service port, the demo webhook secret marked orders paid.
describe('the published demo secrets', () => {
  it.each(Object.keys(APPS))(
    '%s refuses them without the local scripts’ switch, whatever NODE_ENV says',
    async (app) => {
      for (const mode of ['development', 'test']) {
        const { code, output } = await start(app, { ...PUBLISHED, NODE_ENV: mode, ALLOW_DEMO_SECRETS: 'false' });
        expect({ mode, code }).toEqual({ mode, code: 1 });
        expect(output).toContain('Invalid configuration');
        expect(output).toMatch(/\n {2}GATEWAY_SHARED_SECRET: (is a demo value|must be at least 32 characters)/);
        for (const value of Object.values(PUBLISHED)) expect(output).not.toContain(value);
      }
    },
    60_000,
  );

  it('are refused in production even with the switch', async () => {
    const { code, output } = await start('payment', {
      ...PUBLISHED,
      NODE_ENV: 'production',
      MONGO_ENGINE: 'mongodb',
      STRIPE_API_HOST: '',
      ALLOW_DEMO_SECRETS: 'true',
    });
    expect(code).toBe(1);
    expect(output).toContain('STRIPE_WEBHOOK_SECRET: is a demo value');
    expect(output).toContain('ALLOW_DEMO_SECRETS: is for the local scripts only');
  }, 30_000);
});
