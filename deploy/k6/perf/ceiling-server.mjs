// The ceiling of the read benchmark: a bare Node HTTP server that answers each path with the bytes
// the catalog answered it with, after reading the request body as any server must. Started by
// reads-bench.mjs as a child process (so it has a core of its own, not the load generator's), which
// sends it { bodies: { path: base64 } } and gets back { port }.
import { createServer } from 'node:http';

process.once('message', ({ bodies }) => {
  const answers = new Map(Object.entries(bodies).map(([path, base64]) => [path, Buffer.from(base64, 'base64')]));
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const body = answers.get(request.url.split('?')[0]);
      if (!body) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      response.end(body);
    });
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  // Ends with the benchmark that started it, whatever way that ends.
  process.on('disconnect', () => process.exit(0));
});
