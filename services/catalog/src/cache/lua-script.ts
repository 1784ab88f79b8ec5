import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A Lua script kept beside this file, read once when the module loads so a missing one stops the start:
 * scripts read as Lua, not as strings in TypeScript, and the build copies them into dist (package.json).
 */
export const luaScript = (file: string): string => readFileSync(join(__dirname, file), 'utf8');
