/**
 * Which server speaks the MongoDB protocol to the services. The local stack runs FerretDB 1.24 (no
 * MongoDB server can run on these machines); docker-compose and Kubernetes run MongoDB. The code paths
 * that differ between the two (how one document is changed safely, how stock is taken, how product
 * listings are queried) are chosen by this setting, each behind one interface.
 */
export type MongoEngine = 'ferretdb' | 'mongodb';

export const MONGO_ENGINES = ['ferretdb', 'mongodb'] as const;

/**
 * How many connections one service opens to the engine at most (the driver's `maxPoolSize`), unless
 * MONGO_MAX_POOL_SIZE says otherwise. FerretDB 1.24 runs an update on two PostgreSQL connections at
 * once: the query's rows stay open on one while the rewrite takes another from its pool. With as many
 * updates in flight as that pool holds, each holds one and waits for a second, and FerretDB answers
 * nothing again, the whole shop with it (800 updates sent at once through the driver's default pool
 * of 100: every PostgreSQL connection idle in ClientRead, every handler in pgxpool.Acquire). So the
 * services together keep fewer operations in flight than FerretDB's pool holds: seven services at 11
 * each is 77 of its 80 (FERRETDB_POSTGRESQL_CONNECTIONS in deploy/local/config.env). MongoDB has no
 * such limit; the driver's default (100) stays.
 */
export function maxPoolSizeFor(engine: MongoEngine, configured?: number): number | undefined {
  return configured ?? (engine === 'ferretdb' ? 11 : undefined);
}
