import type { BrandStatus } from '@ih/contract/enums';
import { Power, PowerOff } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useSetBrandStatus } from './api';

/** Deactivate (behind a confirmation: it hides the brand and its campaigns) or Activate. */
export function BrandStatusAction({ id, name, status }: { id: string; name: string; status: BrandStatus }) {
  const [open, setOpen] = useState(false);
  const mutation = useSetBrandStatus(id);
  const deactivating = status === 'active';
  const failed = deactivating ? 'Failed to deactivate the brand' : 'Failed to activate the brand';

  function run() {
    // A second click or Enter press before the answer is ignored by the mutation (single flight).
    mutation.mutate(deactivating ? 'inactive' : 'active', {
      onSuccess: (res) => {
        setOpen(false);
        toast({
          title: deactivating ? 'Brand deactivated' : 'Brand activated',
          description: res.message,
          variant: 'success',
        });
      },
      onError: (err) =>
        toast({ title: 'Error', description: errorMessage(err, failed), variant: 'destructive' }),
    });
  }

  if (!deactivating)
    return (
      <Button variant="primary" onClick={run} busy={mutation.isPending} busyLabel="Activating...">
        <Power aria-hidden />
        Activate
      </Button>
    );

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <PowerOff aria-hidden />
        Deactivate
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Deactivate ${name}?`}
        description="Creators will no longer see this brand or its campaigns. Applications and work already under way stay as they are. You can activate it again at any time."
        confirmLabel="Deactivate"
        busy={mutation.isPending}
        busyLabel="Deactivating..."
        destructive
        onConfirm={run}
      />
    </>
  );
}
