import type { AdminInfluencerDetail } from '@ih/contract/admin-influencers';
import { ExternalLink } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import {
  MobileCard,
  MobileCards,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';

type Account = AdminInfluencerDetail['social_platform'][number];

function ProfileLink({ url }: { url: string }) {
  if (!url) return <span>-</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 break-all text-brand-700 hover:underline"
    >
      {url.replace(/^https?:\/\//, '')}
      <ExternalLink aria-hidden className="size-3.5 shrink-0" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
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
          <>
            <Table desktopOnly>
              <caption className="sr-only">Social accounts</caption>
              <TableHeader>
                <TableRow>
                  <TableHead>Platform</TableHead>
                  <TableHead>User name</TableHead>
                  <TableHead>Followers</TableHead>
                  <TableHead>Profile</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {accounts.map((a) => (
                  <TableRow key={a._id}>
                    <TableCell className="font-medium">{a.platform_name}</TableCell>
                    <TableCell>{a.user_name || '-'}</TableCell>
                    <TableCell>{a.followers || '-'}</TableCell>
                    <TableCell>
                      <ProfileLink url={a.profile_url} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <MobileCards>
              {accounts.map((a) => (
                <MobileCard
                  key={a._id}
                  title={a.platform_name}
                  fields={[
                    { label: 'User name', value: a.user_name || '-' },
                    { label: 'Followers', value: a.followers || '-' },
                    { label: 'Profile', value: <ProfileLink url={a.profile_url} /> },
                  ]}
                />
              ))}
            </MobileCards>
          </>
        )}
      </CardContent>
    </Card>
  );
}
