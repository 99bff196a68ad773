import { Badge } from '@/components/ui/badge';

/** A brand's status: active green, inactive grey (as campaign statuses are shown). */
export function BrandStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={status === 'active' ? 'green' : 'grey'}>{status === 'active' ? 'Active' : 'Inactive'}</Badge>
  );
}
