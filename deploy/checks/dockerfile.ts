import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const REPO_ROOT = join(__dirname, '../..');

export interface Instruction {
  keyword: string;
  /** Everything after the keyword, continuation lines joined. */
  args: string;
  /** 1-based line of the keyword, for messages. */
  line: number;
}

export interface Stage {
  /** The image or earlier stage it starts from, build arguments substituted. */
  base: string;
  name?: string;
  instructions: Instruction[];
}

export interface Dockerfile {
  /** ARGs before the first FROM: the only ones a FROM line may use. */
  globalArgs: Instruction[];
  stages: Stage[];
}

/** Dockerfile, *.Dockerfile and Dockerfile.* anywhere in the repository but installed or generated folders. */
export function findDockerfiles(dir = REPO_ROOT): string[] {
  const skipped = new Set(['node_modules', '.git', '.data', '.nx', 'dist', 'coverage']);
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : findDockerfiles(path);
    return /^Dockerfile(\..+)?$|\.Dockerfile$/.test(entry.name) ? [path] : [];
  });
}

/** The instructions of a Dockerfile, with `\` line continuations joined and comments dropped. */
export function instructions(text: string): Instruction[] {
  const result: Instruction[] = [];
  let current: Instruction | undefined;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    // A comment or blank line inside a continued instruction does not end it (as in Docker).
    if (line === '' || line.startsWith('#')) return;
    const continues = line.endsWith('\\');
    const body = continues ? line.slice(0, -1).trim() : line;
    if (current) current.args = `${current.args} ${body}`.trim();
    else {
      const [keyword, ...rest] = body.split(/\s+/);
      current = { keyword: keyword.toUpperCase(), args: rest.join(' '), line: index + 1 };
    }
    if (!continues) {
      result.push(current);
      current = undefined;
    }
  });
  if (current) result.push(current);
  return result;
}

/** Splits on whitespace outside double or single quotes, dropping the quotes: how ENV and ARG read their pairs. */
export function words(args: string): string[] {
  return [...args.matchAll(/(?:"[^"]*"|'[^']*'|[^\s"'])+/g)].map(([word]) => word.replace(/["']/g, ''));
}

/** NAME=value pairs of ENV and ARG (the legacy `ENV NAME value` form too); a bare ARG NAME has no value. */
export function assignments({ keyword, args }: Instruction): { name: string; value?: string }[] {
  const parts = words(args);
  if (keyword === 'ENV' && parts.length > 0 && !parts[0].includes('='))
    return [{ name: parts[0], value: parts.slice(1).join(' ') }];
  return parts.map((part) => {
    const at = part.indexOf('=');
    return at < 0 ? { name: part } : { name: part.slice(0, at), value: part.slice(at + 1) };
  });
}

function substitute(text: string, args: Map<string, string>): string {
  return text.replace(/\$\{(\w+)\}|\$(\w+)/g, (whole, braced, bare) => args.get(braced ?? bare) ?? whole);
}

export function parseDockerfile(text: string): Dockerfile {
  const all = instructions(text);
  const firstFrom = all.findIndex((instruction) => instruction.keyword === 'FROM');
  const globalArgs = all.slice(0, Math.max(firstFrom, 0)).filter((instruction) => instruction.keyword === 'ARG');
  const defaults = new Map(
    globalArgs.flatMap(assignments).flatMap(({ name, value }) => (value === undefined ? [] : [[name, value] as const])),
  );
  const stages: Stage[] = [];
  for (const instruction of firstFrom < 0 ? [] : all.slice(firstFrom)) {
    if (instruction.keyword === 'FROM') {
      const [base, as, name] = words(instruction.args).filter((word) => !word.startsWith('--'));
      stages.push({
        base: substitute(base, defaults),
        name: as?.toUpperCase() === 'AS' ? name : undefined,
        instructions: [instruction],
      });
    } else {
      stages[stages.length - 1].instructions.push(instruction);
    }
  }
  return { globalArgs, stages };
}
