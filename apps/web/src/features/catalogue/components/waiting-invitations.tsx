import { creatorInvitationsPath } from '@ih/contract/links';
import { Plural } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { MailOpen } from 'lucide-react';
import { Link } from 'react-router';
import { waitingInvitationsQuery } from '@/lib/invitations-queries';

/** The dashboard's tile for invitations waiting for an answer (design §15); nothing when there are none. */
export function WaitingInvitations() {
  const n = useQuery(waitingInvitationsQuery()).data?.pagination.total ?? 0;
  if (n === 0) return null;
  return (
    <Link
      to={creatorInvitationsPath}
      className="flex min-h-11 items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <MailOpen aria-hidden className="size-5 shrink-0" />
      <Plural
        value={n}
        one="# brand invitation is waiting for your answer. Answer before the time runs out."
        other="# brand invitations are waiting for your answer. Answer before the time runs out."
      />
    </Link>
  );
}
