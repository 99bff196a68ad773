import type { BrandRequestItem } from '@ih/contract/brand-requests';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDecideRequest } from './api';
import { RejectDialog } from './reject-dialog';

/** Approve (behind a confirmation: it makes a brand and an account) or Reject (with a reason) one request. */
export function RequestActions({ request }: { request: BrandRequestItem }) {
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [rejectError, setRejectError] = useState<string>();
  const decide = useDecideRequest(request._id);

  function approve() {
    decide.mutate(
      { approve: true },
      {
        onSuccess: (res) => {
          setConfirming(false);
          toast({ title: 'Request approved', description: res.message, variant: 'success' });
        },
        onError: (err) => {
          setConfirming(false);
          toast({
            title: 'Not approved',
            description: errorMessage(err, 'Failed to approve the request'),
            variant: 'destructive',
          });
        },
      },
    );
  }

  function reject(reason: string) {
    setRejectError(undefined);
    decide.mutate(
      { approve: false, reason },
      {
        onSuccess: (res) => {
          setRejecting(false);
          toast({ title: 'Request rejected', description: res.message, variant: 'success' });
        },
        onError: (err) => {
          // A refusal of the reason belongs under it; anything else (already decided) closes the dialog.
          if (err instanceof ApiError && err.errors?.reason) return setRejectError(err.errors.reason);
          setRejecting(false);
          toast({
            title: 'Not rejected',
            description: errorMessage(err, 'Failed to reject the request'),
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button onClick={() => setConfirming(true)} disabled={decide.isPending}>
        <Check aria-hidden />
        Approve
      </Button>
      <Button variant="outline" onClick={() => setRejecting(true)} disabled={decide.isPending}>
        <X aria-hidden />
        Reject
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Approve ${request.companyName}?`}
        description={`This adds the brand ${request.companyName}, makes ${request.contactName} (${request.email}) its owner with a brand account, and e-mails them a link to sign in.`}
        confirmLabel="Approve"
        busy={decide.isPending}
        busyLabel="Approving..."
        onConfirm={approve}
      />
      <RejectDialog
        company={request.companyName}
        email={request.email}
        open={rejecting}
        onOpenChange={setRejecting}
        busy={decide.isPending}
        serverError={rejectError}
        onSubmit={reject}
      />
    </div>
  );
}
