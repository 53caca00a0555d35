/**
 * The readiness route (`/readyz`, src/protocol/http-paths.ts): 200 when ready, 503 with the
 * reasons otherwise. Liveness (`/healthz`) is registered with the player routes.
 */
import { ReadyPath } from '../../src/protocol';
import type { Services } from '../services';
import type { Router } from './router';

export function registerHealthRoutes(router: Router, services: Pick<Services, 'readiness'>): void {
  router.get(ReadyPath, async () => {
    const report = await services.readiness();
    return report.ok ? { body: report } : { status: 503, body: report };
  });
}
