// The caches' Lua scripts are .lua files beside their callers, so they read and change as Lua rather than
// as strings inside TypeScript; the build copies them into dist (package.json, lua-scripts.integration-spec.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A Lua script kept beside this file, read when the caller's module loads: a missing one stops the start. */
export const luaScript = (file: string): string => readFileSync(join(__dirname, file), 'utf8');
