// Set-up of every MongoDB contract suite (jest.preset.js): they run only against a MongoDB server, so
// without its URL each fails here rather than skip. MONGO_URL is not used: locally it is FerretDB's.
if (!process.env.MONGODB_CONTRACT_URL) {
  throw new Error(
    'MONGODB_CONTRACT_URL is not set: the MongoDB contract suites run against a MongoDB server (docs/testing.md)',
  );
}
