import { creatorAgreementPath } from '@ih/contract/links';
import type { CampaignWire } from '@ih/contract/routes/campaigns';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { FileSignature } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { agreementQuery } from '@/lib/agreements-api';
import { cn } from '@/lib/cn';
import { formatDayMonthYear } from '@/lib/format';

/** Whether the campaign's work comes with an agreement (design §16). */
export const hasAgreement = (c: Pick<CampaignWire, 'agreement_required' | 'usage_rights'>) =>
  Boolean(c.agreement_required || c.usage_rights);

/** The work's agreement as the creator needs it now: null while none, else its state. */
export function useWorkAgreement(applicationId: string, campaign: CampaignWire) {
  const q = useQuery({ ...agreementQuery('creator', applicationId), enabled: hasAgreement(campaign) });
  const agreement = q.data ?? null;
  // Where signing is required, the upload waits for both signatures (the API answers 409 until then).
  const blocksUpload = Boolean(campaign.agreement_required) && agreement?.status !== 'signed';
  return { agreement, blocksUpload, loading: q.isPending && hasAgreement(campaign) };
}

const COPY = {
  'awaiting creator': {
    tone: 'border-yellow-300 bg-yellow-50 text-yellow-900',
    title: msg`Your agreement is waiting for your signature`,
    body: msg`Read the terms, including how the brand may use your content, and sign with a one-time code.`,
    action: msg`Read and sign`,
  },
  'awaiting brand': {
    tone: 'border-blue-200 bg-blue-50 text-blue-900',
    title: msg`You signed the agreement`,
    body: msg`The brand signs next. You can upload your work once both sides have signed.`,
    action: msg`View agreement`,
  },
  signed: {
    tone: 'border-green-200 bg-green-50 text-green-900',
    title: msg`Agreement signed by both sides`,
    body: msg`The signed PDF and its certificate are on the agreement page.`,
    action: msg`View agreement`,
  },
  declined: {
    tone: 'border-red-200 bg-red-50 text-red-900',
    title: msg`You declined the agreement`,
    body: msg`The brand team has been told. They may change the terms and send a new version.`,
    action: msg`View agreement`,
  },
} as const;

/** The banner on the work pages: what the agreement waits for, and the usage rights' end once live. */
export function AgreementBanner({
  applicationId,
  agreement,
}: {
  applicationId: string;
  agreement: ReturnType<typeof useWorkAgreement>['agreement'];
}) {
  const { t } = useLingui();
  if (!agreement) return null;
  const copy = COPY[agreement.status];
  // The contract's usageRightsEndText, in the reader's language.
  const end = agreement.usageRightsEndOn
    ? formatDayMonthYear(`${agreement.usageRightsEndOn}T00:00:00+05:30`)
    : null;
  return (
    <section
      aria-label={t`Agreement`}
      className={cn('flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center', copy.tone)}
    >
      <FileSignature aria-hidden className="hidden size-6 shrink-0 sm:block" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold">{t(copy.title)}</p>
        <p className="text-sm">{t(copy.body)}</p>
        {end ? <p className="text-sm font-medium">{t`Usage rights end on ${end}`}</p> : null}
      </div>
      <Button asChild variant={agreement.status === 'awaiting creator' ? 'primary' : 'outline'}>
        <Link to={creatorAgreementPath(applicationId)}>{t(copy.action)}</Link>
      </Button>
    </section>
  );
}
