import type { FastifyInstance } from 'fastify';
import { HealthResponse } from '@gradatlas/shared/contracts';

export function healthRoutes(app: FastifyInstance): void {
  app.get('/api/health', { schema: { tags: ['health'], summary: 'Liveness', response: { 200: HealthResponse } } }, async () => ({ ok: true as const }));
}
