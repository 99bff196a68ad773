import type { InvitationStatus } from '@ih/contract/invitation-enums';
import type { MetricStatus } from '@ih/contract/results-enums';
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
  return (
    <Badge tone={tone} className={className}>
      {label ?? capitalise(status)}
    </Badge>
  );
}
