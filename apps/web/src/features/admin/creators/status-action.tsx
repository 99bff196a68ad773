import type { InfluencerStatus } from '@ih/contract/enums';
import { Ban, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useSetCreatorStatus } from './api';

/** Suspend or Reinstate, behind a confirmation. The API allows it to admins only. */
export function StatusAction({
  id,
  name,
  status,
  canChange,
}: {
  id: string;
  name: string;
  status: InfluencerStatus;
  canChange: boolean;
}) {
  const [open, setOpen] = useState(false);
  const mutation = useSetCreatorStatus(id);
  const suspending = status === 'active';

  if (!canChange)
    return (
      <p className="text-xs text-gray-600 sm:max-w-48 sm:text-right">
        Only admins can suspend or reinstate creators.
      </p>
    );

  function confirm() {
    // A second click or Enter press before the answer is ignored by the mutation (single flight).
    mutation.mutate(suspending ? 'suspended' : 'active', {
      onSuccess: (res) => {
        setOpen(false);
        toast({
          title: suspending ? 'Creator suspended' : 'Creator reinstated',
          description: res.message,
          variant: 'success',
        });
      },
      onError: (err) =>
        toast({
          title: 'Error',
          description: errorMessage(
            err,
            suspending ? 'Failed to suspend the creator' : 'Failed to reinstate the creator',
          ),
          variant: 'destructive',
        }),
    });
  }

  return (
    <>
      <Button variant={suspending ? 'destructive' : 'primary'} onClick={() => setOpen(true)}>
        {suspending ? <Ban aria-hidden /> : <RotateCcw aria-hidden />}
        {suspending ? 'Suspend' : 'Reinstate'}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={suspending ? `Suspend ${name}?` : `Reinstate ${name}?`}
        description={
          suspending
            ? 'They will be signed out everywhere and cannot sign in until reinstated. Their applications and work stay as they are.'
            : 'They will be able to sign in again and continue their work.'
        }
        confirmLabel={suspending ? 'Suspend' : 'Reinstate'}
        busy={mutation.isPending}
        busyLabel={suspending ? 'Suspending...' : 'Reinstating...'}
        destructive={suspending}
        onConfirm={confirm}
      />
    </>
  );
}
