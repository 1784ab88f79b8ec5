/**
 * Which server speaks the MongoDB protocol to the services. The local stack runs FerretDB 1.24 (no
 * MongoDB server can run on these machines); docker-compose and Kubernetes run MongoDB. The code paths
 * that differ between the two (how one document is changed safely, how stock is taken, how product
 * listings are queried) are chosen by this setting, each behind one interface.
 */
export type MongoEngine = 'ferretdb' | 'mongodb';

export const MONGO_ENGINES = ['ferretdb', 'mongodb'] as const;
