import { INVITATION_STATUS_LABELS, INVITATION_TEXT } from '@ih/contract/invitations-messages';
import { creatorCampaignPath, creatorWorkPath } from '@ih/contract/links';
import { formatIstMoment } from '@ih/contract/payout-terms';
import type { MyInvitation } from '@ih/contract/routes/invitations';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Clock, IndianRupee } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { INVITATION_TONES } from '@/components/ui/status-badge';
import { campaignNames } from '@/lib/campaign-names';
import { formatRupees } from '@/lib/format';
import { translateText } from '@/lib/i18n';
import { timeLeft } from './time-left';

/** What the date of a closed invitation is. */
const CLOSED_AT: Record<Exclude<MyInvitation['status'], 'pending'>, MessageDescriptor> = {
  accepted: msg`Accepted on`,
  declined: msg`Declined on`,
  expired: msg`Ran out on`,
};

/** One invitation: the campaign, the brand's offer and words, the time left, and the creator's answer. */
export function InvitationCard({
  invitation: inv,
  now,
  busy,
  onAccept,
  onDecline,
}: {
  invitation: MyInvitation;
  now: Date;
  busy: 'accept' | 'decline' | null;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const c = inv.task;
  const { title, subtitle } = campaignNames(c);
  const waiting = inv.status === 'pending';
  const headingId = `invitation-${inv._id}`;
  const { t } = useLingui();
  const reason = inv.declineReason;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card border border-border bg-white p-4 shadow-xs"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate text-xs font-medium text-gray-700">
            {c.basic_info.brand_id?.brand_name ?? t`A brand`}
          </p>
          <h2 id={headingId} className="line-clamp-2 text-base font-semibold text-gray-900">
            {title}
          </h2>
          {subtitle ? <p className="mt-0.5 line-clamp-1 text-sm text-gray-700">{subtitle}</p> : null}
        </div>
        <Badge tone={INVITATION_TONES[inv.status]} className="shrink-0">
          {translateText(waiting ? INVITATION_TEXT.waitingBadge : INVITATION_STATUS_LABELS[inv.status])}
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <dt className="flex items-center gap-1.5 text-xs text-gray-600">
            <IndianRupee aria-hidden className="size-4 text-gray-500" />
            {translateText(INVITATION_TEXT.offer)}
          </dt>
          <dd className="pl-5.5 text-base font-semibold text-gray-900">{formatRupees(inv.offerAmount)}</dd>
        </div>
        <div className="flex min-w-0 flex-col gap-0.5">
          <dt className="flex items-center gap-1.5 text-xs text-gray-600">
            <Clock aria-hidden className="size-4 text-gray-500" />
            {inv.status === 'pending' ? translateText(INVITATION_TEXT.answerBy) : t(CLOSED_AT[inv.status])}
          </dt>
          <dd className="pl-5.5 text-sm text-gray-900">
            {formatIstMoment(new Date(waiting || !inv.respondedAt ? inv.respondBy : inv.respondedAt))}
            {waiting ? (
              <span className="block font-medium text-amber-800">{timeLeft(inv.respondBy, now)}</span>
            ) : null}
          </dd>
        </div>
      </dl>
      {inv.message ? (
        <figure className="rounded-lg bg-gray-50 p-3">
          <figcaption className="text-xs text-gray-600">
            {translateText(INVITATION_TEXT.fromBrand)}
          </figcaption>
          <blockquote className="mt-1 text-sm whitespace-pre-line text-gray-900 [overflow-wrap:anywhere]">
            {inv.message}
          </blockquote>
        </figure>
      ) : null}
      {inv.status === 'declined' ? (
        <p className="text-sm text-gray-700">
          {reason ? t`Your reason: "${reason}"` : t`You gave no reason.`}
        </p>
      ) : null}
      {inv.status === 'expired' ? (
        <p className="text-sm text-gray-700">{translateText(INVITATION_TEXT.noPenalty)}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2">
        {waiting ? (
          <>
            <Button onClick={onAccept} disabled={busy !== null}>
              {translateText(busy === 'accept' ? INVITATION_TEXT.accepting : INVITATION_TEXT.accept)}
            </Button>
            <Button variant="outline" onClick={onDecline} disabled={busy !== null}>
              {translateText(busy === 'decline' ? INVITATION_TEXT.declining : INVITATION_TEXT.decline)}
            </Button>
          </>
        ) : null}
        {inv.status === 'accepted' && inv.applicationId ? (
          <Button asChild>
            <Link
              to={creatorWorkPath({
                applicationId: inv.applicationId,
                campaignId: c._id,
                status: 'accepted',
              })}
            >
              {translateText(INVITATION_TEXT.openWork)}
            </Link>
          </Button>
        ) : null}
        {/* An invite-only campaign opens only while the invitation waits, or as the creator's work. */}
        {waiting || inv.status === 'accepted' ? (
          <Button asChild variant="ghost">
            <Link to={creatorCampaignPath(c._id)}>{translateText(INVITATION_TEXT.viewCampaign)}</Link>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
