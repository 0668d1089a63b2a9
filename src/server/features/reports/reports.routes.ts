import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

import { viewReportPage } from './view-report-page';

const paramsSchema = z.object({ token: z.string().max(200) });

/**
 * The report page. The token in the path is the only key, so the reply is never cached,
 * never indexed, and never sent on as a Referer.
 */
export const reportRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/report/:token',
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { token } = paramsSchema.parse(request.params);
      const page = await viewReportPage(app.deps.store, token, app.deps.now?.() ?? new Date());
      return reply
        .code(page.status)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header('x-robots-tag', 'noindex, nofollow')
        .type('text/html; charset=utf-8')
        .send(page.html);
    },
  );
};
