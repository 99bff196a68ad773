import { BRAND_TEAM_ROLE_LABELS } from '@ih/contract/brand-team-messages';
import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { AddMemberForm } from './add-member-form';
import { RemoveMemberAction } from './remove-member-action';
import { teamQuery } from './team-api';

/**
 * The brand's team (design §15) on its console page: everyone on it sees who is; owners and admins add
 * and remove people. The brand's only owner cannot be removed (the API says so too).
 */
export function TeamSection({ brandId, brandName }: { brandId: string; brandName: string }) {
  const me = useSession('staff')?.user;
  const team = useQuery(teamQuery(brandId));
  const members = team.data ?? [];
  const mine = members.find((m) => m._id === me?._id);
  const canManage = me?.role === 'admin' || mine?.role === 'owner';
  const owners = members.filter((m) => m.role === 'owner').length;

  return (
    <section aria-labelledby="team-title">
      <Card className="flex flex-col gap-4 p-5">
        <div>
          <h2 id="team-title" className="text-base font-semibold text-gray-900">
            Team
          </h2>
          <p className="text-sm text-gray-700">
            {canManage
              ? `People who work on ${brandName} in this console. Owners add and remove people.`
              : `People who work on ${brandName} in this console. Only its owners add or remove people.`}
          </p>
        </div>
        {team.isPending ? (
          <SkeletonRows rows={3} />
        ) : team.isError ? (
          <ErrorState
            className="py-6"
            message={team.error.message}
            onRetry={() => team.refetch()}
            retrying={team.isFetching}
          />
        ) : members.length === 0 ? (
          <EmptyState
            className="py-6"
            icon={Users}
            title="No one on this team yet"
            description={canManage ? 'Add the brand’s first owner below.' : undefined}
          />
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {members.map((m) => {
              const isMe = m._id === me?._id;
              const lastOwner = m.role === 'owner' && owners === 1;
              return (
                <li
                  key={m._id}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-gray-900">
                      <span className="break-words">{m.name}</span>
                      {isMe ? <span className="text-xs text-gray-600">(you)</span> : null}
                      <Badge tone={m.role === 'owner' ? 'brand' : 'neutral'}>
                        {BRAND_TEAM_ROLE_LABELS[m.role]}
                      </Badge>
                      {m.status === 'suspended' ? <Badge tone="red">Suspended</Badge> : null}
                    </p>
                    <p className="text-sm break-all text-gray-600">{m.email}</p>
                  </div>
                  {canManage ? (
                    lastOwner ? (
                      <p className="text-xs text-gray-600 sm:max-w-48 sm:text-right">
                        The only owner: make someone else an owner before removing them.
                      </p>
                    ) : (
                      <RemoveMemberAction brandId={brandId} brandName={brandName} member={m} isMe={isMe} />
                    )
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        {canManage && !team.isError ? <AddMemberForm brandId={brandId} /> : null}
      </Card>
    </section>
  );
}
