import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';

/**
 * Scores search against the judged query set (deploy/search/judged-queries.yaml, issue 36): graded
 * relevance by rules over the catalogue, nDCG@10, precision@3 and the zero-result rate per query class,
 * and the floor they may not drop below (a ratchet: the last accepted scores, deploy/search/relevance-floor.json).
 * The rules and the metrics are the yardstick every ranking change is measured with, so they live apart
 * from the search they judge.
 */

const rule = z
  .object({
    sub: z.string().optional(),
    name: z.string().optional(),
    unit: z.string().optional(),
    grade: z.union([z.literal(1), z.literal(2)]).default(2),
  })
  .strict();
const judgedSet = z.record(
  z.string(),
  z.array(z.object({ query: z.string().min(1), relevant: z.array(rule) }).strict()).min(1),
);
export type RelevanceRule = z.infer<typeof rule>;
export interface JudgedQuery {
  class: string;
  query: string;
  relevant: RelevanceRule[];
}

/** The set's queries, each with its class (the YAML groups them by class). */
export function readJudgedQueries(file: string): JudgedQuery[] {
  const byClass = judgedSet.parse(parse(readFileSync(file, 'utf8')));
  return Object.entries(byClass).flatMap(([queryClass, queries]) =>
    queries.map((entry) => ({ class: queryClass, ...entry })),
  );
}

/** What a rule reads of a product. */
export interface JudgedProduct {
  name: string;
  subCategory: string;
  unit: string;
}

const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );

/** Whether a product matches a rule: its sub-category, every word of `name` in its name, its unit. */
export function matchesRule(product: JudgedProduct, { sub, name, unit }: RelevanceRule): boolean {
  if (sub !== undefined && product.subCategory !== sub) return false;
  if (unit !== undefined && product.unit !== unit) return false;
  if (name === undefined) return true;
  const nameWords = words(product.name);
  return [...words(name)].every((word) => nameWords.has(word));
}

/** A product's grade for a query: the best of the rules it matches, 0 when none does. */
export function gradeOf(product: JudgedProduct, rules: RelevanceRule[]): number {
  return rules.reduce(
    (best, candidate) => (matchesRule(product, candidate) ? Math.max(best, candidate.grade) : best),
    0,
  );
}

const gain = (grade: number) => 2 ** grade - 1;
const dcg = (grades: number[]) => grades.reduce((sum, grade, rank) => sum + gain(grade) / Math.log2(rank + 2), 0);

/** What one query's first page scored. */
export interface QueryScore {
  /** Whether the catalogue holds anything relevant (a query without it should find nothing). */
  stocked: boolean;
  ndcg10: number;
  precision3: number;
  /** Nothing found though the catalogue holds something relevant. */
  zeroResult: boolean;
  /** Something found though the catalogue holds nothing relevant. */
  unrelatedShown: boolean;
}

/**
 * Scores a first page: `shown` the grades of the products found, in order; `best` the grades of every
 * relevant product of the catalogue (the ideal page is the best of them first).
 */
export function scorePage(shown: number[], best: number[], found: number): QueryScore {
  const stocked = best.length > 0;
  const ideal = [...best].sort((a, b) => b - a).slice(0, 10);
  return {
    stocked,
    ndcg10: stocked ? dcg(shown.slice(0, 10)) / dcg(ideal) : found ? 0 : 1,
    precision3: stocked
      ? shown.slice(0, 3).filter((grade) => grade > 0).length / Math.min(3, best.length)
      : found
        ? 0
        : 1,
    zeroResult: stocked && found === 0,
    unrelatedShown: !stocked && found > 0,
  };
}

/** Mean scores of a group of queries. */
export interface ClassScores {
  queries: number;
  /** nDCG@10 and precision@3 over the queries whose product is stocked (null: none is). */
  ndcg10: number | null;
  precision3: number | null;
  /** Share of the stocked queries that found nothing. */
  zeroResults: number | null;
  /** Share of the queries with nothing stocked that showed products anyway (null: every product is stocked). */
  unrelatedShown: number | null;
}

export function classScores(scores: QueryScore[]): ClassScores {
  const stocked = scores.filter((score) => score.stocked);
  const unstocked = scores.filter((score) => !score.stocked);
  const mean = (values: number[]) =>
    values.length ? round(values.reduce((sum, value) => sum + value, 0) / values.length) : null;
  const share = (flags: boolean[]) => mean(flags.map(Number));
  return {
    queries: scores.length,
    ndcg10: mean(stocked.map((score) => score.ndcg10)),
    precision3: mean(stocked.map((score) => score.precision3)),
    zeroResults: share(stocked.map((score) => score.zeroResult)),
    unrelatedShown: share(unstocked.map((score) => score.unrelatedShown)),
  };
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

const classScoresSchema = z.object({
  queries: z.number(),
  ndcg10: z.number().nullable(),
  precision3: z.number().nullable(),
  zeroResults: z.number().nullable(),
  unrelatedShown: z.number().nullable(),
});
export const relevanceFloor = z.object({
  /** The last accepted scores by class ("all" for every query): no run may score below them. */
  accepted: z.record(z.string(), classScoresSchema),
  /** Every accepted step, oldest first, with what changed. */
  history: z.array(z.object({ date: z.string(), change: z.string(), scores: z.record(z.string(), classScoresSchema) })),
});
export type RelevanceFloor = z.infer<typeof relevanceFloor>;

/** Where a run scores below the floor, in words (none: it holds). */
export function belowFloor(now: Record<string, ClassScores>, floor: RelevanceFloor['accepted']): string[] {
  return Object.entries(floor).flatMap(([queryClass, accepted]) => {
    const scores = now[queryClass];
    if (!scores) return [`${queryClass}: no longer in the set`];
    // Scores that only rise, then rates that only fall.
    const rising = (['ndcg10', 'precision3'] as const).filter((key) => (scores[key] ?? 1) < (accepted[key] ?? 0));
    const falling = (['zeroResults', 'unrelatedShown'] as const).filter(
      (key) => (scores[key] ?? 0) > (accepted[key] ?? 1),
    );
    return [...rising, ...falling].map((key) => `${queryClass}: ${key} ${scores[key]}, floor ${accepted[key]}`);
  });
}
