// JSON bodies, parsed as Fastify does (prototype-poisoning refused), except that an empty one is `{}`:
// clients that send `Content-Type: application/json` on every call (the spec's shared client does) must
// still be able to make calls that take no body, such as logout. A call that needs fields then answers
// its usual 400 naming them.
import type { FastifyInstance } from 'fastify';

export function registerJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body: string, done) => {
    if (body.length === 0) return done(null, {});
    parseJson(req, body, done);
  });
}
