import type { AdminInfluencerDetail } from '@ih/contract/admin-influencers';
import { useQuery } from '@tanstack/react-query';
import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { NewTabLink } from '@/components/new-tab-link';
import { QueryState } from '@/components/query-state';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { formatDayMonthYear } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { ProfileSkeleton } from '../shared/profile-skeleton';
import { creatorQuery } from './api';
import { CreatorApplications } from './creator-applications';
import { CreatorStatusBadge } from './creator-status-badge';
import { SocialAccounts } from './social-accounts';
import { StatusAction } from './status-action';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-gray-600 uppercase">{label}</dt>
      <dd className="text-sm break-words text-gray-900">{children || '-'}</dd>
    </div>
  );
}

function Registration({ c }: { c: AdminInfluencerDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Registration</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <Detail label="Account type">{c.account_type.join(', ')}</Detail>
          {c.address !== undefined ? <Detail label="Address">{c.address}</Detail> : null}
          <Detail label="City">{c.city}</Detail>
          <Detail label="State">{c.state}</Detail>
          {c.pincode !== undefined ? <Detail label="Pin code">{c.pincode}</Detail> : null}
          <Detail label="Country">
            {c.country ? c.country.charAt(0).toUpperCase() + c.country.slice(1) : ''}
          </Detail>
          <Detail label="Portfolio">
            {c.portfolio_link ? <NewTabLink href={c.portfolio_link}>{c.portfolio_link}</NewTabLink> : null}
          </Detail>
        </dl>
        <div className="flex flex-col gap-2">
          <h3 className="text-xs font-medium tracking-wide text-gray-600 uppercase">Niche</h3>
          {c.niche.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {c.niche.map((n) => (
                <li key={n}>
                  <Badge tone="brand">{n}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-gray-700">Not selected</p>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <h3 className="text-xs font-medium tracking-wide text-gray-600 uppercase">Description</h3>
          <p className="text-sm whitespace-pre-line text-gray-900">
            {c.description || 'No description provided'}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

/** /admin/creators/:id: one creator's registration, social accounts and applications. */
export default function CreatorDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery(creatorQuery(id));
  const isAdmin = useSession('staff')?.user?.role === 'admin';
  const c = query.data?.data;
  usePageMeta({
    title: c?.name ?? 'Creator',
    back: '/admin/creators',
    breadcrumb: [{ label: 'Creators', to: '/admin/creators' }, { label: c?.name ?? 'Creator' }],
  });

  return (
    <QueryState
      query={query}
      loading={<ProfileSkeleton round lineWidth="w-64" rows={4} />}
      errorTitle={(error) =>
        error.message.includes('find this creator') ? 'Creator not found' : 'Could not load the creator'
      }
      framed
    >
      {({ data: creator }) => <CreatorDetail creator={creator} isAdmin={isAdmin} />}
    </QueryState>
  );
}

function CreatorDetail({ creator, isAdmin }: { creator: AdminInfluencerDetail; isAdmin: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
        <Avatar name={creator.name} className="size-14 text-lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold text-gray-900">{creator.name}</h2>
            <CreatorStatusBadge status={creator.status} />
          </div>
          <div className="flex flex-col gap-1 text-sm text-gray-700 sm:flex-row sm:flex-wrap sm:gap-x-5">
            {/* Contact details come to admins only (design §15): a brand person gets none. */}
            {creator.email ? (
              <a
                href={`mailto:${creator.email}`}
                className="inline-flex min-w-0 items-center gap-1.5 hover:underline"
              >
                <Mail aria-hidden className="size-4 shrink-0" />
                <EmailAddress value={creator.email} />
              </a>
            ) : null}
            {creator.mobile_number ? (
              <a
                href={`tel:+91${creator.mobile_number}`}
                className="inline-flex items-center gap-1.5 hover:underline"
              >
                <Phone aria-hidden className="size-4 shrink-0" />
                {creator.mobile_number}
              </a>
            ) : null}
            <span>Joined {formatDayMonthYear(creator.createdAt)}</span>
          </div>
        </div>
        <StatusAction id={creator._id} name={creator.name} status={creator.status} canChange={isAdmin} />
      </Card>
      <Registration c={creator} />
      <SocialAccounts accounts={creator.social_platform} />
      <CreatorApplications applications={creator.applications} />
    </div>
  );
}
