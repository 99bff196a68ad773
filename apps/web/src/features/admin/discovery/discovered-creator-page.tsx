import type { DiscoveredCreator } from '@ih/contract/routes/discovery';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, Languages, MapPin, Send } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { QueryState } from '@/components/query-state';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ApiError } from '@/lib/api-client';
import { formatDayMonthYear } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { InviteDialog } from '../campaigns/invite-dialog';
import { ProfileSkeleton } from '../shared/profile-skeleton';
import { AddToShortlistButton } from '../shortlists/add-to-shortlist-dialog';
import { discoveredCreatorQuery } from './api';
import { PlatformList, placeOf, recordOf } from './creator-card';

/**
 * /admin/creators/search/:id: a discoverable creator as brands see them (design §15), with their
 * finished work for the viewer's own brands' campaigns (admins: every brand's).
 */
export default function DiscoveredCreatorPage() {
  const { id = '' } = useParams();
  const query = useQuery(discoveredCreatorQuery(id));
  const c = query.data?.data;
  usePageMeta({
    title: c?.name ?? 'Creator',
    back: '/admin/creators/search',
    breadcrumb: [{ label: 'Find creators', to: '/admin/creators/search' }, { label: c?.name ?? 'Creator' }],
  });
  return (
    <QueryState
      query={query}
      loading={<ProfileSkeleton round lineWidth="w-64" rows={4} />}
      errorTitle={(error) =>
        error instanceof ApiError && error.status === 404 ? 'Creator not found' : 'Could not load the creator'
      }
      framed
    >
      {({ data }) => <Creator creator={data} />}
    </QueryState>
  );
}

function Creator({ creator: c }: { creator: DiscoveredCreator }) {
  const isAdmin = useSession('staff')?.user?.role === 'admin';
  const [inviting, setInviting] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
        <Avatar src={c.profileImage} name={c.name} className="size-16 text-xl" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 className="text-lg font-semibold break-words text-gray-900">{c.name}</h2>
          <p className="flex items-center gap-1.5 text-sm text-gray-700">
            <MapPin aria-hidden className="size-4 shrink-0" />
            {placeOf(c)}
          </p>
          <p className="flex items-center gap-1.5 text-sm font-medium text-gray-900">
            <CheckCircle2
              aria-hidden
              className={c.completedJobs ? 'size-4 shrink-0 text-green-700' : 'size-4 shrink-0 text-gray-500'}
            />
            {recordOf(c)}
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => setInviting(true)} className="w-full sm:w-auto">
            <Send aria-hidden />
            Invite
          </Button>
          <AddToShortlistButton creator={c} className="w-full sm:w-auto" />
        </div>
      </Card>
      <InviteDialog open={inviting} onOpenChange={setInviting} influencerIds={[c._id]} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Niches and languages</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            {c.niches.length ? (
              <ul className="flex flex-wrap gap-1.5" aria-label="Niches">
                {c.niches.map((n) => (
                  <li key={n}>
                    <Badge tone="brand">{n}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-gray-700">No niches chosen</p>
            )}
            <p className="flex items-start gap-1.5 text-sm text-gray-800">
              <Languages aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="sr-only">Languages: </span>
                {c.languages.length ? c.languages.join(' · ') : 'Languages not given'}
              </span>
            </p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Platforms</CardTitle>
          </CardHeader>
          <CardContent>
            <PlatformList platforms={c.platforms} />
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{isAdmin ? 'Finished work' : 'Finished work with your brands'}</CardTitle>
          <CardDescription>
            Work confirmed live, newest first.
            {isAdmin ? '' : ' Work for other brands counts in the record above but is not listed.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {c.work.length ? (
            <ul className="divide-y divide-gray-200" aria-label="Finished work">
              {c.work.map((w) => (
                <li key={w._id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:gap-4">
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-gray-900">{w.campaign.event_name}</p>
                    <p className="text-sm text-gray-700">
                      {w.brand.name} · {w.campaign.campaign_id} · live {formatDayMonthYear(w.finalPostedAt)}
                    </p>
                  </div>
                  {w.onTime === null ? null : w.onTime ? (
                    <Badge tone="green">
                      <CheckCircle2 aria-hidden className="size-3.5" />
                      On time
                    </Badge>
                  ) : (
                    <Badge tone="orange">
                      <Clock aria-hidden className="size-3.5" />
                      Late
                    </Badge>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              className="py-6"
              title="No finished work yet"
              description={
                isAdmin
                  ? 'This creator has no work confirmed live.'
                  : 'This creator has not finished work for your brands yet.'
              }
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
