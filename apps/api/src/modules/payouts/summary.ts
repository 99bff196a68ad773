import type { JobDeps } from '../../jobs/module-jobs.ts';
import { setTimer, setTimerIfAbsent } from '../../jobs/timers.ts';
import { renderAccountEmail } from '../../lib/account-email.ts';
import { formatRupees } from '../../lib/money.ts';
import { RECONCILE_AFTER_MS } from './pay.ts';
import { summaryTimer } from './payout-state.ts';
import { activeAdmins, attemptsToReport } from './repository.ts';

const DAY_MS = 24 * 3600_000;

/** The daily summary's timer exists whenever a provider is on (set at start, moved on by each run). */
export async function ensureSummaryTimer(deps: Pick<JobDeps, 'db' | 'clock' | 'config'>): Promise<void> {
  if (deps.config.payouts.provider === 'manual') return;
  await deps.db.transaction((tx) => setTimerIfAbsent(tx, deps.clock, summaryTimer(deps.clock.now())));
}

/**
 * Tells every active admin, once a day, about payouts stuck (not final 30 minutes after sending) or
 * failed in the last day, so none waits unseen. Nothing to report sends nothing.
 */
export async function sendPayoutSummary(deps: JobDeps): Promise<number> {
  if (deps.config.payouts.provider === 'manual') return 0;
  const now = deps.clock.now();
  const rows = await attemptsToReport(
    deps.db,
    new Date(now.getTime() - RECONCILE_AFTER_MS),
    new Date(now.getTime() - DAY_MS),
  );
  await deps.db.transaction((tx) => setTimer(tx, deps.clock, summaryTimer(now)));
  if (!rows.length) return 0;
  const stuck = rows.filter((r) => r.status === 'queued' || r.status === 'processing');
  const failed = rows.filter((r) => !stuck.includes(r));
  const line = (r: (typeof rows)[number]) =>
    `• ₹${formatRupees(r.amountPaise / 100)} — payment ${r.paymentId.slice(0, 8)}, attempt ${r.attemptNo}: ${r.status}${r.failureReason ? ` (${r.failureReason})` : ''}`;
  const admins = await activeAdmins(deps.db);
  for (const admin of admins)
    await deps.mailer.send(
      renderAccountEmail({
        to: admin.email,
        subject: `Payouts: ${stuck.length} stuck, ${failed.length} failed`,
        name: admin.name,
        paragraphs: [
          ...(stuck.length ? [`Not finished 30 minutes after sending:\n${stuck.map(line).join('\n')}`] : []),
          ...(failed.length
            ? [`Failed, rejected or reversed in the last day:\n${failed.map(line).join('\n')}`]
            : []),
          'Failed payouts are due again: send them again from the payouts page once the creator’s details are right.',
        ],
        button: { label: 'Open payouts', url: `${deps.config.publicUrl}/admin/payouts` },
        footer: 'You get this daily summary because you are an Influence Hub admin.',
      }),
    );
  deps.log.info({ stuck: stuck.length, failed: failed.length, admins: admins.length }, 'payout summary sent');
  return rows.length;
}
