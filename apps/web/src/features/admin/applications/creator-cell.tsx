import type { AdminApplicationListItem } from '@ih/contract/admin-applications';
import { Link } from 'react-router';
import { EmailAddress } from '@/components/ui/email-address';
import { compactFollowers } from './lib';

/** Who applied: name (to their profile), e-mail and one follower figure per platform. */
export function CreatorCell({ influencer }: { influencer: AdminApplicationListItem['influencer'] }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <Link to={`/admin/creators/${influencer._id}`} className="font-medium text-brand-700 hover:underline">
        {influencer.name}
      </Link>
      <EmailAddress value={influencer.email} className="text-xs text-gray-600" />
      <FollowerSummary followers={influencer.followers} />
    </div>
  );
}

export function FollowerSummary({
  followers,
}: {
  followers: AdminApplicationListItem['influencer']['followers'];
}) {
  if (followers.length === 0) return <span className="text-xs text-gray-600">No social accounts</span>;
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-gray-700" aria-label="Followers">
      {followers.map((f) => (
        <li key={`${f.platform_name}-${f.user_name}`}>
          <span className="font-medium">{f.platform_name}</span> {compactFollowers(f.followers)}
        </li>
      ))}
    </ul>
  );
}
