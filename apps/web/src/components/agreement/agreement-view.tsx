import { AGREEMENT_STATUS_LABELS, usageRightsEndText } from '@ih/contract/agreements-messages';
import { formatIstMoment } from '@ih/contract/payout-terms';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { Agreement } from '@/lib/agreements-api';
import { translateText } from '@/lib/i18n';

const TONES: Record<Agreement['status'], BadgeTone> = {
  'awaiting creator': 'yellow',
  'awaiting brand': 'blue',
  signed: 'green',
  declined: 'red',
};

const EVENT_LABELS: Record<Agreement['events'][number]['type'], MessageDescriptor> = {
  created: msg`Agreement made`,
  viewed: msg`Opened`,
  'code sent': msg`Signing code sent`,
  signed: msg`Signed`,
  declined: msg`Declined`,
  superseded: msg`Replaced by a new version`,
  'document issued': msg`PDF issued`,
};

export function AgreementStatus({ agreement }: { agreement: Agreement }) {
  return (
    <Badge tone={TONES[agreement.status]}>{translateText(AGREEMENT_STATUS_LABELS[agreement.status])}</Badge>
  );
}

/**
 * An agreement as both sides read it (design §16): its state, the full text, who signed and when,
 * the trail, and the signed PDF once there is one.
 */
export function AgreementView({ agreement }: { agreement: Agreement }) {
  const { t } = useLingui();
  const version = agreement.version;
  const reason = agreement.declineReason;
  const sha = agreement.sha256;
  const signed = (role: 'creator' | 'brand', name: string, at: string, channel: string) =>
    role === 'creator'
      ? t`Creator: ${name}, signed ${at} (code by ${channel})`
      : t`Brand: ${name}, signed ${at} (code by ${channel})`;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <AgreementStatus agreement={agreement} />
        <span className="text-sm text-gray-600">
          <Trans>Version {version}</Trans>
        </span>
        {agreement.usageRightsEndOn ? (
          <span className="text-sm font-medium text-gray-800">
            {usageRightsEndText(agreement.usageRightsEndOn)}
          </span>
        ) : null}
      </div>
      {agreement.declineReason ? (
        <p className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <Trans>Declined: {reason}</Trans>
        </p>
      ) : null}
      <div className="whitespace-pre-wrap break-words rounded-lg border border-gray-200 bg-gray-50 p-4 text-sm leading-6 text-gray-900">
        {agreement.text}
      </div>
      {agreement.signers.length ? (
        <ul className="flex flex-col gap-1 text-sm text-gray-800">
          {agreement.signers.map((s) => (
            <li key={s.role}>
              {signed(
                s.role === 'creator' ? 'creator' : 'brand',
                s.name,
                formatIstMoment(new Date(s.signedAt)),
                s.channel === 'mobile' ? 'SMS' : t`e-mail`,
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {agreement.sha256 ? (
        <p className="break-all text-xs text-gray-600">
          <Trans>
            SHA-256 of the text: <span className="font-mono">{sha}</span>
          </Trans>
        </p>
      ) : null}
      {agreement.documentUrl ? (
        <a
          href={agreement.documentUrl}
          download
          className="inline-flex w-fit items-center gap-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          <Download aria-hidden className="size-4" /> <Trans>Download the signed PDF</Trans>
        </a>
      ) : null}
      <details className="text-sm text-gray-700">
        <summary className="cursor-pointer font-medium">
          <Trans>Signing trail</Trans>
        </summary>
        <ol className="mt-2 flex flex-col gap-1">
          {agreement.events.map((e) => (
            <li key={`${e.type}-${e.at}-${e.actor.name}`}>
              {formatIstMoment(new Date(e.at))}: {t(EVENT_LABELS[e.type])} · {e.actor.name}
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}
