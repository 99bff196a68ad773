import { Badge, type BadgeTone } from '@/components/ui/badge';
import { statusLabel } from '../lib/export';
import type { RowStatus } from '../lib/payment-rows';

const TONES: Record<RowStatus, BadgeTone> = { paid: 'green', pending: 'yellow', failed: 'red' };

export function PaymentStatusBadge({ status }: { status: RowStatus }) {
  return <Badge tone={TONES[status]}>{statusLabel(status)}</Badge>;
}
