import { z } from 'zod';
import { baseEnvSchema, loadEnv } from './env';
import { withProductionSettings } from './production-settings';

const schema = withProductionSettings(
  baseEnvSchema.extend({
    DOCS: z.enum(['on', 'off']).default('on'),
    SECURE: z.enum(['true', 'false']).default('false'),
  }),
  { defaults: { DOCS: 'off' }, required: { SECURE: { value: 'true', because: 'no plain HTTP' } } },
);

const PRODUCTION = {
  NODE_ENV: 'production',
  MONGO_ENGINE: 'mongodb',
  GATEWAY_SHARED_SECRET: 'p4Xq9LmZ2vR7tK1wN8yB3cF6hJ0sD5gA',
};

describe('withProductionSettings', () => {
  it("gives production's values to the settings production leaves unset", () => {
    expect(loadEnv(schema, PRODUCTION)).toMatchObject({ DOCS: 'off', SECURE: 'true' });
    expect(loadEnv(schema, { ...PRODUCTION, DOCS: 'on' }).DOCS).toBe('on');
  });

  it('leaves the schema its own defaults outside production', () => {
    expect(loadEnv(schema, { ...PRODUCTION, NODE_ENV: 'development' })).toMatchObject({ DOCS: 'on', SECURE: 'false' });
    expect(schema.parse({})).toMatchObject({ DOCS: 'on', SECURE: 'false' });
  });

  it('refuses any other value of a required setting in production, with the other problems', () => {
    expect(() => loadEnv(schema, { ...PRODUCTION, SECURE: 'false', DOCS: 'maybe' })).toThrow(
      /^Invalid configuration:\n {2}SECURE: must be true in production \(no plain HTTP\)\n {2}DOCS: /,
    );
  });

  it('keeps the secret checks of the schema it wraps', () => {
    expect(() => loadEnv(schema, { ...PRODUCTION, GATEWAY_SHARED_SECRET: undefined })).toThrow(
      'GATEWAY_SHARED_SECRET: must be set',
    );
  });
});
