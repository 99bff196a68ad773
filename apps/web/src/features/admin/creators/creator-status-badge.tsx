import { Badge } from '@/components/ui/badge';

/** A creator account's status: active green, suspended red. */
export function CreatorStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={status === 'active' ? 'green' : 'red'}>{status === 'active' ? 'Active' : 'Suspended'}</Badge>
  );
}
