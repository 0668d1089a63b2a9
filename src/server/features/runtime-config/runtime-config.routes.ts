import type { FastifyInstance } from 'fastify';

import {
  RUNTIME_CONFIG_PATH,
  type RuntimeConfig,
  runtimeConfigSchema,
  webhookPaths,
} from '../../../contracts/webhooks';
import type { AppConfig } from '../../config';

/** Where the browser uploads attachments (the uploads feature serves it; features do not import each other). */
const UPLOAD_PATH = '/api/uploads';

/**
 * The webhook URLs the browser calls (DESIGN.md §2): our own paths unless the operator
 * points one at an external automation service (WEBHOOK_*_URL), without a rebuild.
 */
export function buildRuntimeConfig(config: AppConfig): RuntimeConfig {
  const overrides = config.webhookOverrides;
  return runtimeConfigSchema.parse({
    webhooks: {
      newChat: overrides.newChat ?? [webhookPaths.newChat],
      message: overrides.message ?? webhookPaths.message,
      resetSessqno: overrides.resetSessqno ?? webhookPaths.resetSessqno,
      endIntake: overrides.endIntake ?? webhookPaths.endIntake,
      newsletter: overrides.newsletter ?? webhookPaths.newsletter,
    },
    uploadUrl: UPLOAD_PATH,
  });
}

export async function runtimeConfigRoutes(app: FastifyInstance): Promise<void> {
  const body = buildRuntimeConfig(app.deps.config);
  app.get(RUNTIME_CONFIG_PATH, async (_request, reply) => {
    // Short cache: an operator's change reaches browsers within a minute.
    reply.header('cache-control', 'public, max-age=60');
    return body;
  });
}
