import { useLingui } from '@lingui/react/macro';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { STATUS_LABEL } from '../lib/export';
import type { RowStatus } from '../lib/payment-rows';

const TONES: Record<RowStatus, BadgeTone> = { paid: 'green', pending: 'yellow', failed: 'red' };

export function PaymentStatusBadge({ status }: { status: RowStatus }) {
  const { t } = useLingui();
  return <Badge tone={TONES[status]}>{t(STATUS_LABEL[status])}</Badge>;
}
