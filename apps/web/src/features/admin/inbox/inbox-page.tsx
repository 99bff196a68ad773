import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { SelectField } from '@/components/filter-fields';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatDateTime, truncate } from '@/lib/format';
import { inboxQuery, MESSAGE_TEXT } from '@/lib/messages-api';
import { usePageMeta } from '@/lib/page-meta';
import { type ParamPatch, useListParams } from '@/lib/use-list-params';
import { brandChoicesQuery, campaignChoicesQuery } from '../applications/api';
import { choicesWithAll, unlessAll } from '../shared/filter-choices';

/** /admin/inbox: the conversations with creators, newest first, unread ones marked (issue 15). */
export default function InboxPage() {
  usePageMeta({ title: 'Inbox' });
  const { params, page, update, setPage } = useListParams();
  const unread = params.get('filter') === 'unread';
  const brandId = params.get('brandId') ?? undefined;
  const campaignId = params.get('campaignId') ?? undefined;
  const q = useQuery(
    inboxQuery({
      page,
      ...(unread ? { unread: 'true' as const } : {}),
      ...(brandId ? { brandId } : {}),
      ...(campaignId ? { campaignId } : {}),
    }),
  );
  const brands = useQuery(brandChoicesQuery());
  const campaigns = useQuery(campaignChoicesQuery());
  // Each filter and page is its own history entry.
  const choose = (next: ParamPatch) => update({ ...next, page: undefined }, { replace: false });
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          id="inbox-brand"
          label="Brand"
          value={brandId ?? 'all'}
          options={choicesWithAll(
            (brands.data?.data ?? []).map((b) => ({ value: b._id, label: b.brand_name })),
            {
              all: 'All brands',
              loading: 'Loading brands...',
              pending: brands.isPending,
              linked: { value: brandId, label: 'The chosen brand' },
            },
          )}
          onValueChange={(v) => choose({ brandId: unlessAll(v) })}
        />
        <SelectField
          id="inbox-campaign"
          label="Campaign"
          value={campaignId ?? 'all'}
          options={choicesWithAll(
            (campaigns.data?.data ?? []).map((c) => ({
              value: c._id,
              label: `${c.event_name} (${c.campaign_id})`,
            })),
            {
              all: 'All campaigns',
              loading: 'Loading campaigns...',
              pending: campaigns.isPending,
              linked: { value: campaignId, label: 'The chosen campaign' },
            },
          )}
          onValueChange={(v) => choose({ campaignId: unlessAll(v) })}
        />
      </div>
      <fieldset className="inline-flex self-start rounded-lg border border-gray-300 bg-white p-1">
        <legend className="sr-only">Show</legend>
        <Button
          size="sm"
          variant={unread ? 'ghost' : 'secondary'}
          aria-pressed={!unread}
          onClick={() => choose({ filter: undefined })}
        >
          All
        </Button>
        <Button
          size="sm"
          variant={unread ? 'secondary' : 'ghost'}
          aria-pressed={unread}
          onClick={() => choose({ filter: 'unread' })}
        >
          Unread
        </Button>
      </fieldset>
      <Card className="p-2">
        <QueryState
          query={q}
          loading={<SkeletonRows rows={5} />}
          failed={MESSAGE_TEXT.inboxFailed}
          showRetrying={false}
          empty={
            <EmptyState
              icon={Inbox}
              title={unread ? 'No unread messages' : 'No conversations yet'}
              description="Messages from creators about their applications appear here."
            />
          }
        >
          {(page) => (
            <ul className="flex flex-col divide-y divide-border">
              {page.data.map((r) => (
                <li key={r.applicationId}>
                  <Link
                    to={`/admin/applications/${r.applicationId}#messages`}
                    className="flex min-h-11 flex-col gap-1 rounded-lg px-3 py-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <span className="flex flex-wrap items-center gap-2">
                      <span
                        className={r.unread ? 'font-semibold text-gray-900' : 'font-medium text-gray-900'}
                      >
                        {r.creator.name}
                      </span>
                      <span className="text-sm text-gray-600">
                        {r.campaign.event_name} · {r.campaign.brand_name}
                      </span>
                      {r.unread ? <Badge tone="brand">{r.unread} unread</Badge> : null}
                    </span>
                    <span className="text-sm text-gray-700">
                      {r.lastMessage.authorRole === 'staff' ? 'You: ' : ''}
                      {truncate(r.lastMessage.body, 140)}
                    </span>
                    <span className="text-xs text-gray-600">{formatDateTime(r.lastMessage.at)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Card>
      <Pagination pages={q.data?.pagination} onPageChange={(p) => setPage(p, { replace: false })} />
    </div>
  );
}
