import {
  addMetricReading,
  confirmMetricReading,
  getCampaignReport,
  getMyMediaKit,
  getPublicMediaKit,
  getSharedReport,
  listApplicationMetrics,
  listMetricReadings,
  listMyResults,
  listReportShares,
  questionMetricReading,
  RESULTS_MESSAGES,
  revokeReportShare,
  shareCampaignReport,
  updateMyMediaKit,
} from '@ih/contract/results';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { contentDisposition } from '../files/serve.ts';
import { myMediaKit, publicMediaKit, switchMediaKit } from './media-kit.ts';
import { reportCsv, reportFileName, reportPdf } from './report-files.ts';
import * as results from './service.ts';
import { campaignReport, listShares, revokeShare, sharedReport, shareReport } from './shares.ts';
import { readingWire } from './wire.ts';

/** Results (design §17): creators report their posts' numbers, staff check them, brands read the report. */
export async function resultsRoutes(app: FastifyInstance) {
  const deps = app.deps;
  const workWire = (w: Awaited<ReturnType<typeof results.workReadings>>) => ({
    live: w.live,
    postUrls: w.postUrls,
    readings: w.readings.map((r) => readingWire(deps, r)),
  });

  route(app, addMetricReading, async (request, reply) => {
    const row = await results.addReading(
      deps,
      request.principal.influencerId,
      request.params.applicationId,
      request.body,
    );
    reply.status(201);
    return { data: readingWire(deps, row), message: RESULTS_MESSAGES.recorded };
  });

  route(app, listMetricReadings, async (request) => ({
    data: workWire(
      await results.workReadings(deps, request.principal.influencerId, request.params.applicationId),
    ),
    message: RESULTS_MESSAGES.listed,
  }));

  route(app, listMyResults, async (request) => ({
    data: (await results.myResults(deps, request.principal.influencerId)).map((w) => ({
      applicationId: w.applicationId,
      campaignName: w.campaignName,
      brandName: w.brandName,
      postUrls: w.postUrls,
      postedAt: w.finalPostedAt?.toISOString() ?? null,
      readings: w.readings.map((r) => readingWire(deps, r)),
    })),
    message: RESULTS_MESSAGES.listed,
  }));

  route(app, listApplicationMetrics, async (request) => ({
    data: workWire(await results.staffReadings(deps, request.principal, request.params.id)),
    message: RESULTS_MESSAGES.listed,
  }));

  route(app, confirmMetricReading, async (request) => {
    const { id, metricId } = request.params;
    const row = await results.decideReading(deps, request.principal, id, metricId, { to: 'confirmed' });
    return { data: readingWire(deps, row), message: RESULTS_MESSAGES.confirmed };
  });

  route(app, questionMetricReading, async (request) => {
    const { id, metricId } = request.params;
    const row = await results.decideReading(deps, request.principal, id, metricId, {
      to: 'questioned',
      reason: request.body.reason,
    });
    return { data: readingWire(deps, row), message: RESULTS_MESSAGES.questioned };
  });

  route(app, getCampaignReport, async (request, reply) => {
    const report = await campaignReport(deps, request.principal, request.params.id);
    const { format } = request.query;
    // A thousand rows built by our own code in the contract's shape: sent as bytes, without the
    // response schema's second pass over every field (design §17's 100 ms budget).
    if (format === 'json')
      return reply
        .type('application/json; charset=utf-8')
        .send(Buffer.from(JSON.stringify({ success: true, data: report, message: RESULTS_MESSAGES.report })));
    const body = format === 'csv' ? Buffer.from(reportCsv(report), 'utf8') : await reportPdf(report);
    // A Buffer with its own content type skips the JSON serializer; the 200 schema documents JSON.
    return reply
      .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf')
      .header('content-disposition', contentDisposition('attachment', reportFileName(report, format)))
      .header('cache-control', 'private, no-store')
      .send(body) as never;
  });

  route(app, shareCampaignReport, async (request, reply) => {
    const share = await shareReport(deps, request.principal, request.params.id);
    reply.status(201);
    return {
      data: {
        _id: share.id,
        url: share.url,
        expiresAt: share.expiresAt.toISOString(),
        createdAt: share.createdAt.toISOString(),
      },
      message: RESULTS_MESSAGES.shared,
    };
  });

  route(app, listReportShares, async (request) => ({
    data: (await listShares(deps, request.principal, request.params.id)).map((s) => ({
      _id: s.id,
      expiresAt: s.expiresAt.toISOString(),
      createdAt: s.createdAt.toISOString(),
    })),
    message: RESULTS_MESSAGES.shares,
  }));

  route(app, revokeReportShare, async (request) => {
    const row = await revokeShare(deps, request.principal, request.params.id, request.params.shareId);
    return { data: { _id: row.id }, message: RESULTS_MESSAGES.revoked };
  });

  route(app, getSharedReport, async (request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    return { data: await sharedReport(deps, request.params.token), message: RESULTS_MESSAGES.report };
  });

  route(app, getMyMediaKit, async (request) => ({
    data: await myMediaKit(deps, request.principal.influencerId),
    message: RESULTS_MESSAGES.mediaKit,
  }));

  route(app, updateMyMediaKit, async (request) => ({
    data: await switchMediaKit(deps, request.principal.influencerId, request.body.enabled),
    message: RESULTS_MESSAGES.mediaKitSaved,
  }));

  route(app, getPublicMediaKit, async (request) => ({
    data: await publicMediaKit(deps, request.params.slug),
    message: RESULTS_MESSAGES.mediaKit,
  }));
}
