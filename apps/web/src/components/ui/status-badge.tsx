import type { InvitationStatus } from '@ih/contract/invitation-enums';
import type { MetricStatus } from '@ih/contract/results-enums';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { capitalise } from '@/lib/capitalise';
import { Badge, type BadgeTone } from './badge';

/** Application status colours as doc 001 §4 lists them; statuses it does not name stay neutral. */
const APPLICATION_TONES: Record<string, BadgeTone> = {
  accepted: 'green',
  'pending review': 'yellow',
  declined: 'red',
  approved: 'blue',
  rework: 'orange',
  'final posted': 'purple',
  expired: 'grey',
  withdrawn: 'grey',
};

export function applicationTone(status: string): BadgeTone {
  return APPLICATION_TONES[status.toLowerCase()] ?? 'neutral';
}

/** An invitation's state (design §15), the same colours on the creator's page and the console's. */
export const INVITATION_TONES: Record<InvitationStatus, BadgeTone> = {
  pending: 'yellow',
  accepted: 'green',
  declined: 'red',
  expired: 'grey',
};

/** A post reading's state (design §17), the same colours on the work page, the console and the report. */
export const METRIC_TONES: Record<MetricStatus, BadgeTone> = {
  reported: 'yellow',
  confirmed: 'green',
  questioned: 'red',
};

/** Campaign status: active green, anything else grey (doc 000 §2). */
export function campaignTone(status: string): BadgeTone {
  return status.toLowerCase() === 'active' ? 'green' : 'grey';
}

/** The words for an application's or a campaign's status; a status not here shows capitalised. */
const STATUS_LABELS: Record<string, MessageDescriptor> = {
  pending: msg`Pending`,
  accepted: msg`Accepted`,
  declined: msg`Declined`,
  expired: msg`Expired`,
  'pending review': msg`Pending Review`,
  rework: msg`Rework`,
  approved: msg`Approved`,
  'final submission': msg`Final Submission`,
  'final posted': msg`Final Posted`,
  withdrawn: msg`Withdrawn`,
  completed: msg`Completed`,
  paid: msg`Paid`,
  active: msg`Active`,
  inactive: msg`Inactive`,
  closed: msg`Closed`,
};

/** A status word as the reader reads it: 'pending review' → 'Pending Review' or 'समीक्षा में'. */
export function useStatusLabel(): (status: string) => string {
  const { t } = useLingui();
  return (status) => {
    const label = STATUS_LABELS[status.toLowerCase()];
    return label ? t(label) : capitalise(status);
  };
}

export function StatusBadge({
  status,
  kind = 'application',
  label,
  className,
}: {
  status: string;
  kind?: 'application' | 'campaign';
  /** Text to show instead of the status itself. */
  label?: string;
  className?: string;
}) {
  const tone = kind === 'campaign' ? campaignTone(status) : applicationTone(status);
  const statusLabel = useStatusLabel();
  return (
    <Badge tone={tone} className={className}>
      {label ?? statusLabel(status)}
    </Badge>
  );
}
