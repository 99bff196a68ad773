import {
  adminCreateTaxRule,
  adminListTaxRules,
  adminPreviewPayment,
  financialYearOf,
  getPaymentStatement,
  statementFileName,
  TAX_MESSAGES,
} from '@ih/contract/tax';
import { maskPan } from '@ih/contract/tax-ids';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { conflict } from '../../../lib/app-error.ts';
import { contentDisposition } from '../../files/serve.ts';
import { previewPayment } from '../record.ts';
import { insertRule, listRules, ruleToWire } from './rules-repository.ts';
import { buildStatement } from './statement.ts';
import { statementCsv } from './statement-csv.ts';
import { renderStatement } from './statement-pdf.ts';
import { payeeOf } from './statement-repository.ts';

/** Tax rules (staff read, admins add), the payment preview, and the creator's yearly statement. */
export async function taxRoutes(app: FastifyInstance) {
  route(app, adminListTaxRules, async () => ({
    message: TAX_MESSAGES.rulesFetched,
    data: (await listRules(app.db)).map(ruleToWire),
  }));

  route(app, adminCreateTaxRule, async (request) => {
    const row = await insertRule(app.db, { ...request.body, createdByStaffId: request.principal.staffId });
    if (!row) throw conflict(TAX_MESSAGES.ruleExists(request.body.financialYear, request.body.kind));
    return { message: TAX_MESSAGES.ruleCreated, data: ruleToWire(row) };
  });

  route(app, adminPreviewPayment, async (request) => ({
    message: TAX_MESSAGES.preview,
    data: await previewPayment(app.deps, request.principal, request.body),
  }));

  route(app, getPaymentStatement, async (request, reply) => {
    const { influencerId } = request.principal;
    const now = app.clock.now();
    const fy = request.query.fy ?? financialYearOf(now);
    const statement = await buildStatement(app.db, influencerId, fy);
    const { format } = request.query;
    if (format === 'json') return { message: TAX_MESSAGES.statement, data: statement };
    const body =
      format === 'csv'
        ? Buffer.from(statementCsv(statement), 'utf8')
        : await (async () => {
            const payee = await payeeOf(app.db, influencerId);
            return renderStatement(
              statement,
              {
                name: payee?.name ?? '',
                email: payee?.email ?? '',
                panMasked: maskPan(payee?.panLast4 ?? null),
              },
              now,
              payee?.language ?? 'en',
            );
          })();
    // A Buffer with its own content type skips the JSON serializer; the 200 schema documents JSON.
    return reply
      .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf')
      .header('content-disposition', contentDisposition('attachment', statementFileName(fy, format)))
      .header('cache-control', 'private, no-store')
      .send(body) as never;
  });
}
