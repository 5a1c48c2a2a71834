// The ceiling of bench:server: a bare Fastify route answering the envelope, in its own process like
// the servers under test. Prints "listening <port>"; SIGTERM stops it.
import Fastify from 'fastify';

const bare = Fastify();
bare.get('/ping', async () => ({ code: 200, msg: 'ok', data: null }));
await bare.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening ${(bare.server.address() as { port: number }).port}`);
process.on('SIGTERM', () => {
  bare.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
