import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { BRAND_NAME } from '@gradatlas/shared/contracts';

/** Collects every route's schemas into an OpenAPI 3.1 document at GET /api/openapi.json. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${BRAND_NAME} API`, version: '1.0.0', description: 'Universities, sign-in, admission chances, blog and contact.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
}

export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
