import { usageRightsEndText } from '@ih/contract/agreements-messages';
import { creatorAgreementPath } from '@ih/contract/links';
import type { CampaignWire } from '@ih/contract/routes/campaigns';
import { useQuery } from '@tanstack/react-query';
import { FileSignature } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { agreementQuery } from '@/lib/agreements-api';
import { cn } from '@/lib/cn';

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
    title: 'Your agreement is waiting for your signature',
    body: 'Read the terms, including how the brand may use your content, and sign with a one-time code.',
    action: 'Read and sign',
  },
  'awaiting brand': {
    tone: 'border-blue-200 bg-blue-50 text-blue-900',
    title: 'You signed the agreement',
    body: 'The brand signs next. You can upload your work once both sides have signed.',
    action: 'View agreement',
  },
  signed: {
    tone: 'border-green-200 bg-green-50 text-green-900',
    title: 'Agreement signed by both sides',
    body: 'The signed PDF and its certificate are on the agreement page.',
    action: 'View agreement',
  },
  declined: {
    tone: 'border-red-200 bg-red-50 text-red-900',
    title: 'You declined the agreement',
    body: 'The brand team has been told. They may change the terms and send a new version.',
    action: 'View agreement',
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
  if (!agreement) return null;
  const copy = COPY[agreement.status];
  return (
    <section
      aria-label="Agreement"
      className={cn('flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center', copy.tone)}
    >
      <FileSignature aria-hidden className="hidden size-6 shrink-0 sm:block" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold">{copy.title}</p>
        <p className="text-sm">{copy.body}</p>
        {agreement.usageRightsEndOn ? (
          <p className="text-sm font-medium">{usageRightsEndText(agreement.usageRightsEndOn)}</p>
        ) : null}
      </div>
      <Button asChild variant={agreement.status === 'awaiting creator' ? 'primary' : 'outline'}>
        <Link to={creatorAgreementPath(applicationId)}>{copy.action}</Link>
      </Button>
    </section>
  );
}
