import fs from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import {
  assignAttorneyRequestSchema,
  changeStatusRequestSchema,
  correctFactsRequestSchema,
  editCaseRecordRequestSchema,
  noteRequestSchema,
  pipelineQuerySchema,
} from '../../../../contracts/staff-console';
import { confirmFactParamsSchema } from '../../../../contracts/staff-facts';
import { assignOwnerRequestSchema } from '../../../../contracts/staff-queue';
import { openStoredFile } from '../../../db/sealed-files';
import { AppError } from '../../../http/app-error';

import { appendAudit } from '../audit/audit-log.repository';
import { requireStaff, type RouteAccessTable } from '../shared/staff-access';

import { addCaseNote } from './add-case-note';
import { assignCaseOwner } from './assign-case-owner';
import { buildCaseExport } from './build-case-export';
import { assignAttorney } from './assign-attorney';
import { changeCaseStatus } from './change-case-status';
import { confirmCaseFact } from './confirm-case-fact';
import { correctCaseFacts } from './correct-case-facts';
import { editCaseRecord } from './edit-case-record';
import { resendReport } from './resend-report';
import { findUpload } from './case-view.repository';
import { getCaseView } from './get-case-view';
import { listPipeline } from './list-pipeline';

const caseParamsSchema = z.object({ caseId: z.string().min(1).max(100) });
const uploadParamsSchema = caseParamsSchema.extend({ uploadId: z.string().min(1).max(100) });

/** RFC 6266 filename: an ASCII fallback plus the UTF-8 name, quotes and controls removed. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_').slice(0, 150) || 'attachment';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name.slice(0, 150))}`;
}

/** Who may call the routes below (the guard's table is merged from each room's, decision 0136). */
export const caseAccess = {
  'GET /api/staff/cases': 'staff',
  'GET /api/staff/cases/:caseId': 'staff',
  'GET /api/staff/cases/:caseId/export': 'staff',
  'POST /api/staff/cases/:caseId/owner': 'staff',
  'PUT /api/staff/cases/:caseId/record': 'staff',
  'POST /api/staff/cases/:caseId/facts': 'staff',
  'POST /api/staff/cases/:caseId/facts/:fact/confirm': 'staff',
  'POST /api/staff/cases/:caseId/report/send-corrected': 'staff',
  'POST /api/staff/cases/:caseId/status': 'staff',
  'POST /api/staff/cases/:caseId/assignment': 'staff',
  'POST /api/staff/cases/:caseId/notes': 'staff',
  'POST /api/staff/cases/:caseId/report/resend': 'staff',
  'GET /api/staff/cases/:caseId/uploads/:uploadId': 'staff',
} satisfies RouteAccessTable;

/** One case's routes; the guard has already checked the caller may see the case (shared/staff-access.ts). */
export async function caseRoutes(app: FastifyInstance): Promise<void> {
  const { store, config } = app.deps;
  const { db } = store;
  const now = () => app.deps.now?.() ?? new Date();
  const actorOf = (request: Parameters<typeof requireStaff>[0]) => {
    const staff = requireStaff(request);
    return { id: staff.userId, email: staff.email };
  };

  app.get('/api/staff/cases', async (request) => {
    const staff = requireStaff(request);
    const actor = actorOf(request);
    const query = pipelineQuerySchema.parse(request.query);
    const page = await listPipeline(db, query, staff, now());
    // The list shows names and contacts: a read of personal data, logged without the search text.
    await appendAudit(db, {
      actor,
      action: 'cases.listed',
      subjectType: 'case',
      details: {
        filters: { ...query, q: query.q ? '(search)' : undefined },
        caseIds: page.items.map((item) => item.caseId),
      },
    });
    return page;
  });

  app.get('/api/staff/cases/:caseId', async (request) => {
    const { caseId } = caseParamsSchema.parse(request.params);
    return getCaseView(db, caseId, actorOf(request), now(), app.checkStoredFact);
  });

  app.get('/api/staff/cases/:caseId/export', async (request, reply) => {
    const { caseId } = caseParamsSchema.parse(request.params);
    const exported = await buildCaseExport(db, caseId, now());
    if (!exported) throw new AppError('not_found', 'No such case.');
    await appendAudit(db, {
      actor: actorOf(request),
      action: 'case.exported',
      subjectType: 'case',
      subjectId: caseId,
      at: now(),
    });
    return reply
      .header('content-disposition', `attachment; filename="case-${exported.case.shortId}.json"`)
      .send(exported);
  });

  app.post('/api/staff/cases/:caseId/owner', async (request) => {
    const staff = requireStaff(request);
    const { caseId } = caseParamsSchema.parse(request.params);
    const body = assignOwnerRequestSchema.parse(request.body);
    await db
      .transaction()
      .execute((trx) => assignCaseOwner(trx, staff, { caseId, ownerId: body.ownerId, now: now() }));
    return { ok: true };
  });

  app.put('/api/staff/cases/:caseId/record', async (request) => {
    const { caseId } = caseParamsSchema.parse(request.params);
    const body = editCaseRecordRequestSchema.parse(request.body);
    return editCaseRecord(
      { db, reportCorrections: app.reportCorrections },
      actorOf(request),
      caseId,
      body.caseRecord,
    );
  });

  app.post('/api/staff/cases/:caseId/facts', async (request) => {
    const { caseId } = caseParamsSchema.parse(request.params);
    const body = correctFactsRequestSchema.parse(request.body);
    return correctCaseFacts(
      { db, reportCorrections: app.reportCorrections, now: now(), check: app.checkStoredFact },
      actorOf(request),
      caseId,
      body,
    );
  });

  // "Confirm": the case manager checked a doubtful fact as it stands (decision 0127).
  app.post('/api/staff/cases/:caseId/facts/:fact/confirm', async (request) => {
    const { caseId, fact } = confirmFactParamsSchema.parse(request.params);
    return confirmCaseFact({ db, now: now(), check: app.checkStoredFact }, actorOf(request), caseId, fact);
  });

  app.post('/api/staff/cases/:caseId/report/send-corrected', async (request, reply) => {
    const { caseId } = caseParamsSchema.parse(request.params);
    const actor = actorOf(request);
    const { version } = await app.reportCorrections.sendCorrected(db, { caseId });
    await appendAudit(db, {
      actor,
      action: 'case.corrected_report_sent',
      subjectType: 'case',
      subjectId: caseId,
      details: { version },
    });
    return reply.code(202).send({ version });
  });

  app.post('/api/staff/cases/:caseId/status', async (request) => {
    const { caseId } = caseParamsSchema.parse(request.params);
    const body = changeStatusRequestSchema.parse(request.body);
    await changeCaseStatus(db, actorOf(request), caseId, body, {
      now: now(),
      isCaseWebhookOn: config.caseWebhook !== null,
    });
    return { ok: true };
  });

  app.post('/api/staff/cases/:caseId/assignment', async (request) => {
    const { caseId } = caseParamsSchema.parse(request.params);
    const body = assignAttorneyRequestSchema.parse(request.body);
    await assignAttorney(db, actorOf(request), caseId, body.attorneyId);
    return { ok: true };
  });

  app.post('/api/staff/cases/:caseId/notes', async (request, reply) => {
    const { caseId } = caseParamsSchema.parse(request.params);
    const body = noteRequestSchema.parse(request.body);
    await addCaseNote(db, actorOf(request), caseId, body.body);
    return reply.status(201).send({ ok: true });
  });

  app.post('/api/staff/cases/:caseId/report/resend', async (request, reply) => {
    const { caseId } = caseParamsSchema.parse(request.params);
    const result = await resendReport(db, actorOf(request), caseId);
    return reply.status(202).send(result);
  });

  app.get('/api/staff/cases/:caseId/uploads/:uploadId', async (request, reply) => {
    const actor = actorOf(request);
    const { caseId, uploadId } = uploadParamsSchema.parse(request.params);
    const upload = await findUpload(db, caseId, uploadId);
    if (!upload) throw new AppError('not_found', 'No such attachment.');
    const root = path.resolve(config.dataDir, 'uploads');
    const file = path.resolve(root, upload.storage_path);
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file)) {
      throw new AppError('not_found', 'The attachment file is missing.');
    }
    await appendAudit(db, {
      actor,
      action: 'case.upload_downloaded',
      subjectType: 'case',
      subjectId: caseId,
      details: { uploadId },
    });
    // Always a download, never rendered: a visitor's file must not run in our origin.
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', contentDisposition(upload.original_name))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(await openStoredFile(db, caseId, uploadId, file));
  });
}
