import { SAVED_MESSAGES } from '@ih/contract/saved-messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Bookmark } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { savedCampaignsQuery } from '../api/list-saved-campaigns';
import { useUnsaveCampaign } from '../api/save-campaign';
import { SavedCampaignCard } from '../components/saved-campaign-card';

/** /saved-campaigns (doc 000 §2 'Saved campaigns'). */
export default function SavedCampaignsPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Saved Campaigns` });
  const saved = useQuery(savedCampaignsQuery());
  const unsave = useUnsaveCampaign();
  // Removed cards disappear at once, without waiting for the list to load again (doc 000 §2).
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  // In flight per card, read synchronously so a double click sends one DELETE.
  const inFlight = useRef(new Set<string>());
  const list = (saved.data?.data ?? []).filter((c) => !removed.has(c._id));
  const savedCount = Math.max(list.length, (saved.data?.pagination.total ?? 0) - removed.size);

  function remove(id: string) {
    if (inFlight.current.has(id)) return;
    inFlight.current.add(id);
    setRemoving((s) => new Set(s).add(id));
    unsave.mutate(id, {
      onSuccess: (res) => {
        setRemoved((s) => new Set(s).add(id));
        toast({ title: t`Success!`, description: res.message || SAVED_MESSAGES.removed });
      },
      onError: (error) =>
        toast({
          title: t`Error`,
          description: errorMessage(error, SAVED_MESSAGES.unsaveFailed),
          variant: 'destructive',
        }),
      onSettled: () => {
        inFlight.current.delete(id);
        setRemoving((s) => {
          const next = new Set(s);
          next.delete(id);
          return next;
        });
      },
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-gray-700" aria-live="polite">
          {saved.data ? (
            // The documents' words, "(s)" and all (doc 000 §2); Hindi says it its own way.
            <Trans>{savedCount} campaign(s) saved for later</Trans>
          ) : (
            '\u00a0'
          )}
        </p>
        <Button asChild variant="outline" className="self-start sm:self-auto">
          <Link to="/campaigns">
            <Trans>Browse Campaigns</Trans>
          </Link>
        </Button>
      </div>

      <QueryState
        query={saved}
        loading={
          <SkeletonRows
            rows={3}
            layout="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
            itemClassName="h-80 w-full rounded-card"
          />
        }
        framed
        isEmpty={() => list.length === 0}
        empty={
          <EmptyState
            icon={Bookmark}
            title={t`No Saved Campaigns`}
            description={t`Save a campaign with its bookmark to find it here later.`}
            action={
              <Button asChild>
                <Link to="/campaigns">
                  <Trans>Browse Campaigns</Trans>
                </Link>
              </Button>
            }
          />
        }
      >
        {() => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {list.map((c) => (
              <SavedCampaignCard
                key={c._id}
                campaign={c}
                removing={removing.has(c._id)}
                onRemove={() => remove(c._id)}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
