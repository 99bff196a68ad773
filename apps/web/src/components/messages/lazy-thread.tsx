import { lazy, Suspense } from 'react';
import { SkeletonRows } from '@/components/ui/skeleton';
import type { ThreadCardProps } from './thread-card';

// Loaded after the page: the pages' first chunks keep their budgets (design §7).
const ThreadCard = lazy(() => import('./thread-card').then((m) => ({ default: m.ThreadCard })));

/** The Messages card of one application, loaded just after the page around it. */
export function MessagesCard({ scope, applicationId, className }: ThreadCardProps) {
  return (
    <Suspense fallback={<SkeletonRows rows={2} className={className} />}>
      <ThreadCard scope={scope} applicationId={applicationId} className={className} />
    </Suspense>
  );
}
