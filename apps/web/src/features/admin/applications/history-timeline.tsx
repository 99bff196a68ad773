import type { AdminApplicationDetail } from '@ih/contract/admin-applications';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/format';

const ACTOR: Record<AdminApplicationDetail['history'][number]['actor']['kind'], string> = {
  influencer: 'Creator',
  staff: 'Staff',
  system: 'System',
};

/** Every move of the application (design §4: from, to, who, when, note), newest first. */
export function HistoryTimeline({ history }: { history: AdminApplicationDetail['history'] }) {
  const items = [...history].reverse();
  return (
    <Card>
      <CardHeader>
        <CardTitle>History</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-gray-700">No changes yet.</p>
        ) : (
          <ol className="relative flex flex-col gap-5 border-l border-gray-200 pl-5">
            {items.map((h) => (
              <li key={`${h.at}-${h.to}`} className="relative">
                <span
                  aria-hidden
                  className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-brand-600 ring-4 ring-white"
                />
                <div className="flex flex-wrap items-center gap-1.5 text-sm">
                  {h.from ? (
                    <>
                      <StatusBadge status={h.from} />
                      <span aria-hidden className="text-gray-600">
                        →
                      </span>
                      <span className="sr-only">to</span>
                    </>
                  ) : null}
                  <StatusBadge status={h.to} />
                </div>
                <p className="mt-1 text-xs text-gray-700">
                  {h.actor.name || ACTOR[h.actor.kind]} ({ACTOR[h.actor.kind].toLowerCase()}) ·{' '}
                  <time dateTime={h.at}>{formatDateTime(h.at)}</time>
                </p>
                {h.note ? (
                  <p className="mt-1.5 rounded-lg bg-gray-50 p-2 text-sm whitespace-pre-line text-gray-900">
                    {h.note}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
