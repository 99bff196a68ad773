import type { DiscoveryCard } from '@ih/contract/routes/discovery';
import { CheckCircle2, Languages, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PlatformIcon } from '@/components/platform-icon';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatFollowers } from '@/lib/format';

export const creatorPagePath = (id: string) => `/admin/creators/search/${id}`;

export const placeOf = (c: Pick<DiscoveryCard, 'city' | 'state'>) =>
  [c.city, c.state].filter(Boolean).join(', ') || 'Place not given';

/** "3 completed jobs · 67% on time", or that there are none yet. */
export function recordOf(c: Pick<DiscoveryCard, 'completedJobs' | 'onTimeDeliveryRate'>): string {
  if (c.completedJobs === 0) return 'No completed jobs yet';
  const jobs = `${c.completedJobs} completed ${c.completedJobs === 1 ? 'job' : 'jobs'}`;
  return c.onTimeDeliveryRate === null
    ? jobs
    : `${jobs} · ${Math.round(c.onTimeDeliveryRate * 100)}% on time`;
}

/** Each platform: its icon, the handle and the followers. */
export function PlatformList({ platforms }: { platforms: DiscoveryCard['platforms'] }) {
  if (!platforms.length) return <p className="text-sm text-gray-600">No platforms given</p>;
  return (
    <ul className="flex flex-col gap-1.5" aria-label="Platforms">
      {platforms.map((p) => (
        <li key={`${p.platform}:${p.handle}`} className="flex min-w-0 items-center gap-2 text-sm">
          <PlatformIcon name={p.platform} className="size-4" />
          <span className="min-w-0 truncate text-gray-800">{p.handle ? `@${p.handle}` : p.platform}</span>
          <span className="ml-auto shrink-0 font-medium text-gray-900">
            {formatFollowers(p.followers)}
            <span className="sr-only"> followers</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A creator as brands find them (design §15): photo, name, place, niches, platforms with followers,
 * languages and their record. Nothing else exists on the card to show: the API sends no more.
 */
export function CreatorCard({ creator: c, action }: { creator: DiscoveryCard; action?: ReactNode }) {
  const headingId = `creator-${c._id}`;
  return (
    <Card className="flex w-full min-w-0 flex-col gap-3 p-4">
      <article aria-labelledby={headingId} className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar src={c.profileImage} name={c.name} className="size-12 text-base" />
          <div className="min-w-0">
            <h3 id={headingId} className="truncate text-base font-semibold text-gray-900">
              <Link to={creatorPagePath(c._id)} className="text-brand-700 hover:underline">
                {c.name}
              </Link>
            </h3>
            <p className="flex items-center gap-1 text-sm text-gray-700">
              <MapPin aria-hidden className="size-3.5 shrink-0" />
              <span className="truncate">{placeOf(c)}</span>
            </p>
          </div>
        </div>
        {c.niches.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Niches">
            {c.niches.map((n) => (
              <li key={n}>
                <Badge tone="brand">{n}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <PlatformList platforms={c.platforms} />
        <p className="flex items-start gap-1.5 text-sm text-gray-700">
          <Languages aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="sr-only">Languages: </span>
            {c.languages.length ? c.languages.join(' · ') : 'Languages not given'}
          </span>
        </p>
        <p className="flex items-center gap-1.5 text-sm font-medium text-gray-900">
          <CheckCircle2
            aria-hidden
            className={c.completedJobs ? 'size-4 shrink-0 text-green-700' : 'size-4 shrink-0 text-gray-500'}
          />
          {recordOf(c)}
        </p>
        {c.medianViews?.length ? (
          <p className="text-sm text-gray-700">
            Median views (confirmed):{' '}
            {c.medianViews.map((m) => `${m.platform} ${formatFollowers(m.views)}`).join(' · ')}
          </p>
        ) : null}
      </article>
      {action ? <div className="border-t border-border pt-3">{action}</div> : null}
    </Card>
  );
}
