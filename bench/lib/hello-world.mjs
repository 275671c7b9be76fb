// The ceiling for the API's figures: a bare Fastify route in a process of its own, on the same
// loopback, answering a small JSON body. Prints its address once it listens.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(address);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
