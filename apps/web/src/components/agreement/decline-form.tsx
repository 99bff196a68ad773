import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { type Side, useDeclineAgreement } from '@/lib/agreements-api';
import { errorMessage } from '@/lib/api-client';

/**
 * Declining an agreement with a reason (issue 33: either side may, before both signed): the creator
 * on their agreement page, a brand person in the console. The other side is told why.
 */
export function DeclineForm({ side, applicationId }: { side: Side; applicationId: string }) {
  const decline = useDeclineAgreement(side, applicationId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { t } = useLingui();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setError(t`Say why you decline (at most 500 characters).`);
    decline.mutate(reason.trim(), {
      onSuccess: (res) => toast({ title: res.message }),
      onError: (err) => setError(errorMessage(err, t`Could not decline. Please try again.`)),
    });
  };
  return (
    <Card className="p-4 sm:p-6">
      {open ? (
        <form
          onSubmit={onSubmit}
          noValidate
          className="flex flex-col gap-3"
          aria-label={t`Decline the agreement`}
        >
          <Field label={t`Why do you decline?`} error={error} required>
            <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} rows={3} />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="destructive" busy={decline.isPending} busyLabel={t`Declining...`}>
              <Trans>Decline the agreement</Trans>
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-gray-700">
            {side === 'creator' ? (
              <Trans>Not happy with these terms? Tell the brand why.</Trans>
            ) : (
              <Trans>Not happy with these terms? Tell the creator why.</Trans>
            )}
          </p>
          <Button variant="outline" onClick={() => setOpen(true)}>
            <Trans>Decline</Trans>
          </Button>
        </div>
      )}
    </Card>
  );
}
