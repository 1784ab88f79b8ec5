import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const BUILT = join(__dirname, '../../dist/cache');

/**
 * The built service reads its Lua scripts beside its compiled code (lua-script.ts), so the build
 * (package.json) must copy every one: a script missing there stops the catalog at start. Runs after the
 * build, with the suites against the running stack.
 */
describe('Lua scripts in the build', () => {
  it('are in dist/cache exactly as in src/cache', () => {
    const scripts = readdirSync(__dirname).filter((file) => file.endsWith('.lua'));
    expect(scripts).not.toEqual([]);
    const built = readdirSync(BUILT);
    expect(scripts.filter((script) => !built.includes(script))).toEqual([]);
    for (const script of scripts) {
      expect(readFileSync(join(BUILT, script), 'utf8')).toBe(readFileSync(join(__dirname, script), 'utf8'));
    }
  });
});
