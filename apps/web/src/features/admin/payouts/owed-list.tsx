import type { AdminPaymentRecord, OwedEntry } from '@ih/contract/admin-payments';
import { useQuery } from '@tanstack/react-query';
import { BadgeIndianRupee, ChevronDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { EmailAddress } from '@/components/ui/email-address';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatDayMonthYear, formatRupees } from '@/lib/format';
import { owedQuery } from './api';
import { DestinationChecks } from './destination-checks';
import { RecordPaymentDialog } from './record-payment-dialog';
import { keepOwed, selectionTotal, toggle } from './selection';

function OwedCreator({
  entry,
  onRecorded,
}: {
  entry: OwedEntry;
  onRecorded: (p: AdminPaymentRecord) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  // Everything owed is selected at first: paying all of it is the usual case.
  const [selected, setSelected] = useState<Set<string>>(() => new Set(entry.tasks.map((t) => t._id)));
  const [paying, setPaying] = useState(false);
  const c = entry.influencer;
  const panelId = `owed-${c._id}`;

  // After a refresh, keep only what is still owed.
  const ids = entry.tasks.map((t) => t._id).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ids` is the value identity of the tasks
  useEffect(() => setSelected((s) => keepOwed(entry.tasks, s)), [ids]);

  const total = selectionTotal(entry.tasks, selected);
  const allOn = selected.size === entry.tasks.length;
  return (
    <li>
      <Card className="overflow-hidden">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((e) => !e)}
          className="flex w-full items-center gap-3 p-4 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
        >
          <div className="min-w-0 flex-1">
            <p className="font-medium text-gray-900">{c.name}</p>
            <p className="text-xs text-gray-700">
              <EmailAddress value={c.email} /> ·{' '}
              <span className="whitespace-nowrap">
                {entry.tasks.length} {entry.tasks.length === 1 ? 'task' : 'tasks'}
              </span>
              {entry.daysLate > 0 ? (
                <>
                  {' · '}
                  <span className="whitespace-nowrap font-semibold text-red-700">
                    {entry.daysLate} {entry.daysLate === 1 ? 'day' : 'days'} late
                  </span>
                </>
              ) : entry.nextDueDate ? (
                <span className="whitespace-nowrap"> · due by {formatDayMonthYear(entry.nextDueDate)}</span>
              ) : null}
            </p>
          </div>
          <span className="text-right">
            <span className="block text-xs text-gray-600">Owed</span>
            <span className="text-base font-semibold text-gray-900">{formatRupees(entry.amountOwed)}</span>
          </span>
          <ChevronDown
            aria-hidden
            className={cn('size-5 shrink-0 text-gray-600 transition-transform', expanded && 'rotate-180')}
          />
          <span className="sr-only">{expanded ? 'Hide tasks' : 'Show tasks'}</span>
        </button>
        {expanded ? (
          <div id={panelId} className="flex flex-col gap-3 border-t border-border p-4">
            <DestinationChecks influencerId={c._id} destinations={entry.payoutDestinations} />
            <div className="flex items-center gap-2">
              <Checkbox
                id={`${panelId}-all`}
                checked={allOn ? true : selected.size > 0 ? 'indeterminate' : false}
                onCheckedChange={(v) =>
                  setSelected(v === true ? new Set(entry.tasks.map((t) => t._id)) : new Set())
                }
              />
              <label htmlFor={`${panelId}-all`} className="text-sm font-medium text-gray-800">
                Select all
              </label>
            </div>
            <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
              {entry.tasks.map((t) => (
                <li key={t._id} className="flex items-center gap-3 p-3">
                  <Checkbox
                    id={`pay-${t._id}`}
                    checked={selected.has(t._id)}
                    onCheckedChange={(v) => setSelected((s) => toggle(s, t._id, v === true))}
                  />
                  <label htmlFor={`pay-${t._id}`} className="min-w-0 flex-1 text-sm">
                    <span className="block font-medium text-gray-900">{t.campaign.event_name}</span>
                    <span className="block text-xs text-gray-700">
                      {t.applicationCode} · final posted {formatDayMonthYear(t.finalPostedAt)}
                      {t.payoutDueDate ? (
                        <span className={cn(t.daysLate > 0 && 'font-semibold text-red-700')}>
                          {' · '}
                          {t.daysLate > 0
                            ? `overdue by ${t.daysLate} ${t.daysLate === 1 ? 'day' : 'days'}`
                            : `due by ${formatDayMonthYear(t.payoutDueDate)}`}
                        </span>
                      ) : null}
                    </span>
                  </label>
                  <Link
                    to={`/admin/applications/${t._id}`}
                    className="hidden text-xs text-brand-700 hover:underline sm:inline"
                  >
                    Details<span className="sr-only"> of {t.applicationCode}</span>
                  </Link>
                  <span className="text-sm font-medium whitespace-nowrap text-gray-900">
                    {formatRupees(t.final_amount)}
                  </span>
                </li>
              ))}
            </ul>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-gray-800" aria-live="polite">
                Selected: <span className="font-semibold text-gray-900">{formatRupees(total)}</span> (
                {selected.size} of {entry.tasks.length})
              </p>
              <Button disabled={selected.size === 0} onClick={() => setPaying(true)}>
                <BadgeIndianRupee aria-hidden />
                Record payment
              </Button>
            </div>
          </div>
        ) : null}
      </Card>
      <RecordPaymentDialog
        entry={entry}
        selected={selected}
        open={paying}
        onOpenChange={setPaying}
        onRecorded={onRecorded}
      />
    </li>
  );
}

/** Creators with final-posted, unpaid work, most owed first (the API's order). */
export function OwedList({ onRecorded }: { onRecorded: (p: AdminPaymentRecord) => void }) {
  const query = useQuery(owedQuery());
  return (
    <QueryState
      query={query}
      loading={
        <Card className="p-4">
          <SkeletonRows rows={4} />
        </Card>
      }
      framed
      empty={
        <EmptyState
          icon={BadgeIndianRupee}
          title="Nothing owed"
          description="Work appears here once its posts are confirmed as final posted."
        />
      }
    >
      {(owed) => <OwedEntries entries={owed.data} fetching={query.isFetching} onRecorded={onRecorded} />}
    </QueryState>
  );
}

function OwedEntries({
  entries,
  fetching,
  onRecorded,
}: {
  entries: OwedEntry[];
  fetching: boolean;
  onRecorded: (p: AdminPaymentRecord) => void;
}) {
  const total = entries.reduce((sum, e) => sum + e.amountOwed, 0);
  return (
    <div className="flex flex-col gap-3" aria-busy={fetching}>
      <p className="text-sm text-gray-700">
        {entries.length} {entries.length === 1 ? 'creator' : 'creators'} owed{' '}
        <span className="font-semibold text-gray-900">{formatRupees(total)}</span> in total
      </p>
      <ul className="flex flex-col gap-3">
        {entries.map((e) => (
          <OwedCreator key={e.influencer._id} entry={e} onRecorded={onRecorded} />
        ))}
      </ul>
    </div>
  );
}
