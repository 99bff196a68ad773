import { Plural } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { applyStatsQuery } from '../api/get-apply-stats';

/** The dashboard's word on unread messages from brand teams (issue 15); nothing when there are none. */
export function UnreadMessages() {
  const n = useQuery(applyStatsQuery()).data?.unreadMessages ?? 0;
  if (n === 0) return null;
  return (
    <Link
      to="/work/all-applications"
      className="flex min-h-11 items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <MessageSquare aria-hidden className="size-5 shrink-0" />
      <Plural
        value={n}
        one="# unread message from a brand team. Open your work to read it."
        other="# unread messages from brand teams. Open your work to read them."
      />
    </Link>
  );
}
