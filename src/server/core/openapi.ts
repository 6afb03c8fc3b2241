import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'node:http';

const registered = new WeakMap<Server, string[]>();

/** The /api routes a server registered, as 'METHOD /api/path' (what the OpenAPI document must cover). */
export function registeredApiRoutes(server: Server): readonly string[] {
  return registered.get(server) ?? [];
}

/**
 * Registers the OpenAPI 3.1 document of the API, generated from the routes' own schemas, at /api/openapi.json.
 * The schemas describe the routes; zod stays the validator (parse in http.ts), so Fastify neither validates nor
 * serialises with them.
 */
export async function openApi(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const routes: string[] = [];
  registered.set(app.server, routes);
  app.addHook('onRoute', (route) => {
    if ((route.schema as { hide?: boolean } | undefined)?.hide) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lugha API',
        version: '1.0.0',
        description:
          'Every answer is the envelope {success, data, error}; a failure adds a machine-readable `code` and puts its human-readable text in `error`. A method a path does not have is answered 405 method_not_allowed with an `Allow` header; a path no route has, 404 not_found. tests/api/openapi-conformance.test.ts checks the server against this document.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
