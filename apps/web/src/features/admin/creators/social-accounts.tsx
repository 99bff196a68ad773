import type { AdminInfluencerDetail } from '@ih/contract/admin-influencers';
import { DataTable } from '@/components/data-table';
import { NewTabLink } from '@/components/new-tab-link';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

type Account = AdminInfluencerDetail['social_platform'][number];

function ProfileLink({ url }: { url: string }) {
  if (!url) return <span>-</span>;
  return <NewTabLink href={url}>{url.replace(/^https?:\/\//, '')}</NewTabLink>;
}

export function SocialAccounts({ accounts }: { accounts: Account[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Social accounts</CardTitle>
      </CardHeader>
      <CardContent>
        {accounts.length === 0 ? (
          <EmptyState
            title="No social accounts"
            description="This creator has not added any social account."
          />
        ) : (
          <DataTable
            caption="Social accounts"
            rows={accounts}
            columns={[
              { name: 'Platform', card: 'title', className: 'font-medium', cell: (a) => a.platform_name },
              { name: 'User name', cell: (a) => a.user_name || '-' },
              { name: 'Followers', cell: (a) => a.followers || '-' },
              { name: 'Profile', cell: (a) => <ProfileLink url={a.profile_url} /> },
            ]}
          />
        )}
      </CardContent>
    </Card>
  );
}
