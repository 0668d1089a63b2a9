import type { Store } from '../../db/database';

import { loadReportView } from './load-report-view';
import { renderLinkProblemPage, renderReportHtml } from './render-report-html';
import { resolveReportLink } from './report-links';

/** GET /report/<token>: 200 with the page, 404 for an unknown token, 410 for an expired one. */
export async function viewReportPage(
  store: Store,
  token: string,
  now = new Date(),
): Promise<{ status: 200 | 404 | 410; html: string }> {
  const link = await resolveReportLink(store.db, token, now);
  if (link.status === 'expired') return { status: 410, html: renderLinkProblemPage('expired') };
  if (link.status === 'not_found') return { status: 404, html: renderLinkProblemPage('not_found') };
  const loaded = await loadReportView(store.db, link.reportId);
  if (!loaded) return { status: 404, html: renderLinkProblemPage('not_found') };
  return { status: 200, html: renderReportHtml(loaded.view) };
}
