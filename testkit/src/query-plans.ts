import mongoose, { Model } from 'mongoose';

/**
 * How FerretDB would run a query shape: whether it hands the filter to PostgreSQL, and how PostgreSQL
 * finds the rows, from FerretDB's `explain` (its pushdown and PostgreSQL's EXPLAIN of the SQL it
 * issues). Used by each service's test/query-plans.e2e-spec.ts, which lists the query shapes the
 * service issues against collections that grow with the shop's history.
 */
export interface QueryShape {
  /** Who issues it, and why (the file and method, so a change there finds its shape). */
  issuedBy: string;
  collection: string;
  filter: Record<string, unknown>;
}

export interface ShapePlan {
  /** FerretDB handed (part of) the filter to PostgreSQL. */
  pushdown: boolean;
  /** The PostgreSQL scan nodes on the collection's table: 'Seq Scan', 'Bitmap Heap Scan', ... */
  scans: string[];
  /** The indexes PostgreSQL's plan uses. */
  indexes: string[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];

/** FerretDB's plan of a find with this filter, without running it. */
export async function planOn(connection: mongoose.Connection, shape: QueryShape): Promise<ShapePlan> {
  const explained = await connection.db!.command({
    explain: { find: shape.collection, filter: shape.filter },
    verbosity: 'queryPlanner',
  });
  const nodes = nodesOf(explained.queryPlanner.Plan as PlanNode);
  return {
    pushdown: explained.filterPushdown === true,
    scans: nodes.filter((node) => node['Relation Name']).map((node) => node['Node Type']),
    indexes: nodes.flatMap((node) => (node['Index Name'] ? [node['Index Name']] : [])),
  };
}

/**
 * Creates the model's declared indexes (as a service does at start: FerretDB makes them btree
 * indexes, and deploy/local/ferretdb-equality-indexes.sql their GIN twins), stores `count` documents
 * made by `make` and has PostgreSQL gather the table's statistics (FerretDB's collStats runs ANALYZE).
 */
export async function seedForPlans<T>(
  model: Model<T>,
  count: number,
  make: (index: number) => Record<string, unknown>,
): Promise<void> {
  await model.init();
  const BATCH = 500;
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => make(start + offset));
    await model.collection.insertMany(batch as never[], { ordered: false });
  }
  await model.db.db!.command({ collStats: model.collection.name });
}
