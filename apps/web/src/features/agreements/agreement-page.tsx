import { creatorWorkPath } from '@ih/contract/links';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AgreementView } from '@/components/agreement/agreement-view';
import { SignForm } from '@/components/agreement/sign-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { SkeletonRows } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { agreementQuery, useDeclineAgreement } from '@/lib/agreements-api';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';

/** /work/agreement/:applicationId: the creator reads the agreement, then signs or declines it (design §16). */
export default function AgreementPage() {
  usePageMeta({ title: 'Agreement' });
  const applicationId = useParams().applicationId ?? '';
  const agreement = useQuery(agreementQuery('creator', applicationId));
  const a = agreement.data;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <Link
        to={
          a
            ? creatorWorkPath({ applicationId, campaignId: a.terms.campaign._id, status: 'accepted' })
            : '/work'
        }
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> Back to the work
      </Link>
      <p className="text-sm text-gray-700">
        {a ? `${a.terms.campaign.title} with ${a.terms.brand.name}. ` : ''}Read it, then sign it with a
        one-time code.
      </p>
      {agreement.isPending ? (
        <Card className="p-6">
          <SkeletonRows rows={6} />
        </Card>
      ) : agreement.isError || !a ? (
        <Card>
          <ErrorState
            message={errorMessage(agreement.error, 'Could not load the agreement. Please try again.')}
            onRetry={() => void agreement.refetch()}
            retrying={agreement.isFetching}
          />
        </Card>
      ) : (
        <>
          <Card className="p-4 sm:p-6">
            <AgreementView agreement={a} />
          </Card>
          {a.canSign ? (
            <Card className="p-4 sm:p-6">
              <h2 className="mb-3 text-lg font-semibold text-gray-900">Sign</h2>
              <SignForm side="creator" applicationId={applicationId} />
            </Card>
          ) : null}
          {a.status === 'awaiting creator' ? <DeclineCard applicationId={applicationId} /> : null}
        </>
      )}
    </div>
  );
}

function DeclineCard({ applicationId }: { applicationId: string }) {
  const decline = useDeclineAgreement(applicationId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setError('Say why you decline (at most 500 characters).');
    decline.mutate(reason.trim(), {
      onSuccess: (res) => toast({ title: res.message }),
      onError: (err) => setError(errorMessage(err, 'Could not decline. Please try again.')),
    });
  };
  return (
    <Card className="p-4 sm:p-6">
      {open ? (
        <form
          onSubmit={onSubmit}
          noValidate
          className="flex flex-col gap-3"
          aria-label="Decline the agreement"
        >
          <Field label="Why do you decline?" error={error} required>
            <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} rows={3} />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="destructive" busy={decline.isPending} busyLabel="Declining...">
              Decline the agreement
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-gray-700">Not happy with these terms? Tell the brand why.</p>
          <Button variant="outline" onClick={() => setOpen(true)}>
            Decline
          </Button>
        </div>
      )}
    </Card>
  );
}
