import { AGREEMENT_STATUS_LABELS, usageRightsEndText } from '@ih/contract/agreements-messages';
import { formatIstMoment } from '@ih/contract/payout-terms';
import { Download } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { Agreement } from '@/lib/agreements-api';

const TONES: Record<Agreement['status'], BadgeTone> = {
  'awaiting creator': 'yellow',
  'awaiting brand': 'blue',
  signed: 'green',
  declined: 'red',
};

const EVENT_LABELS: Record<Agreement['events'][number]['type'], string> = {
  created: 'Agreement made',
  viewed: 'Opened',
  'code sent': 'Signing code sent',
  signed: 'Signed',
  declined: 'Declined',
  superseded: 'Replaced by a new version',
  'document issued': 'PDF issued',
};

export function AgreementStatus({ agreement }: { agreement: Agreement }) {
  return <Badge tone={TONES[agreement.status]}>{AGREEMENT_STATUS_LABELS[agreement.status]}</Badge>;
}

/**
 * An agreement as both sides read it (design §16): its state, the full text, who signed and when,
 * the trail, and the signed PDF once there is one.
 */
export function AgreementView({ agreement }: { agreement: Agreement }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <AgreementStatus agreement={agreement} />
        <span className="text-sm text-gray-600">Version {agreement.version}</span>
        {agreement.usageRightsEndOn ? (
          <span className="text-sm font-medium text-gray-800">
            {usageRightsEndText(agreement.usageRightsEndOn)}
          </span>
        ) : null}
      </div>
      {agreement.declineReason ? (
        <p className="rounded-lg bg-red-50 p-3 text-sm text-red-800">Declined: {agreement.declineReason}</p>
      ) : null}
      <div className="whitespace-pre-wrap break-words rounded-lg border border-gray-200 bg-gray-50 p-4 text-sm leading-6 text-gray-900">
        {agreement.text}
      </div>
      {agreement.signers.length ? (
        <ul className="flex flex-col gap-1 text-sm text-gray-800">
          {agreement.signers.map((s) => (
            <li key={s.role}>
              <span className="font-medium">{s.role === 'creator' ? 'Creator' : 'Brand'}:</span> {s.name},
              signed {formatIstMoment(new Date(s.signedAt))} (code by{' '}
              {s.channel === 'mobile' ? 'SMS' : 'e-mail'})
            </li>
          ))}
        </ul>
      ) : null}
      {agreement.sha256 ? (
        <p className="break-all text-xs text-gray-600">
          SHA-256 of the text: <span className="font-mono">{agreement.sha256}</span>
        </p>
      ) : null}
      {agreement.documentUrl ? (
        <a
          href={agreement.documentUrl}
          download
          className="inline-flex w-fit items-center gap-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          <Download aria-hidden className="size-4" /> Download the signed PDF
        </a>
      ) : null}
      <details className="text-sm text-gray-700">
        <summary className="cursor-pointer font-medium">Signing trail</summary>
        <ol className="mt-2 flex flex-col gap-1">
          {agreement.events.map((e) => (
            <li key={`${e.type}-${e.at}-${e.actor.name}`}>
              {formatIstMoment(new Date(e.at))}: {EVENT_LABELS[e.type]} · {e.actor.name}
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}
