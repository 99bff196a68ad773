import type { ShortlistDetail } from '@ih/contract/routes/shortlists';
import { useQuery } from '@tanstack/react-query';
import { Download, Search, Send, Trash2, UserMinus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { formatDayMonthYear } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { InviteDialog } from '../campaigns/invite-dialog';
import { CreatorCard } from '../discovery/creator-card';
import { DetailState } from '../shared/detail-state';
import { countOf } from '../shared/list-state';
import { downloadShortlistCsv, shortlistQuery, useDeleteShortlist, useRemoveFromShortlist } from './api';

/** /admin/shortlists/:id: one list's creators, their CSV, and taking them off or the list away. */
export default function ShortlistPage() {
  const { id = '' } = useParams();
  const query = useQuery(shortlistQuery(id));
  const list = query.data?.data;
  usePageMeta({
    title: list?.name ?? 'Shortlist',
    back: '/admin/shortlists',
    breadcrumb: [{ label: 'Shortlists', to: '/admin/shortlists' }, { label: list?.name ?? 'Shortlist' }],
  });
  return (
    <DetailState query={query} notFoundTitle="Shortlist not found" failedTitle="Could not load the shortlist">
      {({ data }) => <Shortlist list={data} />}
    </DetailState>
  );
}

function Shortlist({ list }: { list: ShortlistDetail }) {
  const navigate = useNavigate();
  const remove = useRemoveFromShortlist(list._id);
  const del = useDeleteShortlist(list._id);
  const [deleting, setDeleting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [inviting, setInviting] = useState(false);

  async function download() {
    if (downloading) return;
    setDownloading(true);
    try {
      const name = await downloadShortlistCsv(list._id, list.name);
      toast({ variant: 'success', title: `${name} is being downloaded` });
    } catch (err) {
      toast({ variant: 'destructive', title: errorMessage(err, 'Failed to download the shortlist') });
    } finally {
      setDownloading(false);
    }
  }

  const takeOff = (c: { _id: string; name: string }) =>
    remove.mutate(c._id, {
      onSuccess: () => toast({ variant: 'success', title: `${c.name} taken off ${list.name}` }),
      onError: (err) =>
        toast({ variant: 'destructive', title: errorMessage(err, 'Failed to remove the creator') }),
    });

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-3 p-5 md:flex-row md:items-center">
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold break-words text-gray-900">{list.name}</h2>
          <p className="text-sm text-gray-700">
            {list.brandName} · {countOf(list.creatorCount, 'creator', 'creators')} · updated{' '}
            {formatDayMonthYear(list.updatedAt)}
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {list.creators.length ? (
            <Button onClick={() => setInviting(true)}>
              <Send aria-hidden />
              Invite all
            </Button>
          ) : null}
          <Button variant="outline" onClick={download} busy={downloading} busyLabel="Downloading...">
            <Download aria-hidden />
            Download CSV
          </Button>
          <Link to="/admin/creators/search" className={buttonVariants({ variant: 'outline' })}>
            <Search aria-hidden />
            Find creators
          </Link>
          <Button variant="destructive" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden />
            Delete list
          </Button>
        </div>
      </Card>
      {list.creators.length ? (
        <ul
          className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
          aria-label="Creators on this list"
        >
          {list.creators.map((c) => (
            <li key={c._id} className="flex min-w-0">
              <CreatorCard
                creator={c}
                action={
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="text-xs text-gray-600">Added {formatDayMonthYear(c.addedAt)}</span>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => takeOff(c)}
                      disabled={remove.isPending}
                      aria-label={`Remove ${c.name} from ${list.name}`}
                    >
                      <UserMinus aria-hidden />
                      Remove
                    </Button>
                  </div>
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <Card>
          <EmptyState
            icon={Users}
            title="No creators on this list yet"
            description="Find creators and add them from their card or their page."
            action={
              <Link to="/admin/creators/search" className={buttonVariants()}>
                Find creators
              </Link>
            }
          />
        </Card>
      )}
      <InviteDialog
        open={inviting}
        onOpenChange={setInviting}
        influencerIds={list.creators.map((c) => c._id)}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${list.name}?`}
        description="The list goes for everyone at your brand. The creators are not told."
        confirmLabel="Delete list"
        busy={del.isPending}
        busyLabel="Deleting..."
        destructive
        onConfirm={() =>
          del.mutate(undefined, {
            onSuccess: () => {
              toast({ variant: 'success', title: `${list.name} deleted` });
              navigate('/admin/shortlists', { replace: true });
            },
            onError: (err) => {
              setDeleting(false);
              toast({ variant: 'destructive', title: errorMessage(err, 'Failed to delete the shortlist') });
            },
          })
        }
      />
    </div>
  );
}
