import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { secretProblems, SECRET_NAMES } from './secrets';

const ROOT = join(__dirname, '../../../..');

/** Every file of a folder, recursively; none when the folder does not exist (yet). */
function filesUnder(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Where this repository writes secret values down, and how each kind of file spells one. */
const SOURCES: { files: string[]; pattern: RegExp }[] = [
  // deploy/local/config.env: `: "${NAME:=value}"`
  { files: [join(ROOT, 'deploy/local/config.env')], pattern: /\$\{(\w+):=([^}]*)\}/g },
  // env files of docker-compose and Kubernetes: NAME=value
  {
    // secrets.env: random values deploy/generate-secrets.sh writes on a machine, git-ignored.
    files: [...filesUnder(join(ROOT, 'deploy/compose')), ...filesUnder(join(ROOT, 'deploy/k8s'))].filter(
      (path) => path.endsWith('.env') && !path.endsWith('/secrets.env'),
    ),
    pattern: /^(\w+)=(.*)$/gm,
  },
  // docker-compose.yml fallbacks: ${NAME:-value} and ${NAME-value}
  { files: [join(ROOT, 'docker-compose.yml')], pattern: /\$\{(\w+):?-([^}]*)\}/g },
  // the zod schemas' defaults: NAME: z.string()....default('value')
  {
    files: [
      ...readdirSync(join(ROOT, 'services')).map((service) => join(ROOT, 'services', service, 'src/config.ts')),
      join(ROOT, 'services/common/src/config/env.ts'),
      join(ROOT, 'gateway/src/config.ts'),
    ].filter(existsSync),
    pattern: /(\w+): z\.string\(\)[^\n]*\.default\('([^']*)'\)/g,
  },
];

const committed = SOURCES.flatMap(({ files, pattern }) =>
  files.flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(pattern)]
      .filter(([, name]) => SECRET_NAMES.includes(name))
      .map(([, name, value]) => ({ where: relative(ROOT, path), name, value })),
  ),
);

describe('the secrets committed to this repository', () => {
  it('are found in the local runner, the deployment samples and the schemas', () => {
    const where = new Set(committed.map((secret) => secret.where));
    expect([...where]).toEqual(
      expect.arrayContaining(['deploy/local/config.env', 'services/common/src/config/env.ts', 'gateway/src/config.ts']),
    );
    const names = new Set(committed.map((secret) => secret.name));
    // The two without any committed value: an RS256 key and the metrics scraper's token (no default at all).
    const neverCommitted = ['JWT_ACCESS_PRIVATE_KEY', 'METRICS_TOKEN'];
    expect([...names].sort()).toEqual(SECRET_NAMES.filter((name) => !neverCommitted.includes(name)).sort());
  });

  it.each(committed.map((secret) => [`${secret.name} of ${secret.where}`, secret] as const))(
    'are all refused: %s',
    (_label, { name, value }) => {
      expect(secretProblems(new Set([name]), { [name]: value }, {})).toEqual([expect.stringMatching(`^${name}: `)]);
    },
  );
});
