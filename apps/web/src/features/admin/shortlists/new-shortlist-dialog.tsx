import { SHORTLIST_NAME_MAX } from '@ih/contract/shortlists-messages';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SkeletonRows } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { brandChoicesQuery } from '../applications/api';
import { useCreateShortlist } from './api';

/** A new, empty shortlist for one of the caller's brands; opens it once made. */
export function NewShortlistDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const navigate = useNavigate();
  const brands = useQuery({ ...brandChoicesQuery(), enabled: open });
  const create = useCreateShortlist();
  const [name, setName] = useState('');
  const [brandId, setBrandId] = useState('');
  const [error, setError] = useState<string>();
  const options = (brands.data?.data ?? []).map((b) => ({ value: b._id, label: b.brand_name }));
  const firstBrand = options[0]?.value ?? '';

  useEffect(() => {
    if (!open) return;
    setName('');
    setError(undefined);
  }, [open]);
  useEffect(() => {
    if (open && firstBrand) setBrandId((b) => b || firstBrand);
  }, [open, firstBrand]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (create.isPending) return;
    if (!name.trim()) return setError('Give the shortlist a name.');
    setError(undefined);
    try {
      const made = await create.mutateAsync({ brandId, name: name.trim() });
      toast({ variant: 'success', title: `Shortlist ${made.data.name} created` });
      onOpenChange(false);
      navigate(`/admin/shortlists/${made.data._id}`);
    } catch (err) {
      setError(errorMessage(err, 'Failed to create the shortlist'));
    }
  }

  const busy = create.isPending;
  return (
    <Dialog open={open} onOpenChange={(o) => (busy ? undefined : onOpenChange(o))}>
      <DialogContent
        title="New shortlist"
        description="A named list of creators for one of your brands. Only its team sees it."
      >
        {brands.isPending ? (
          <SkeletonRows rows={2} />
        ) : options.length === 0 ? (
          <p className="text-sm text-gray-700">
            You are not part of any brand yet, so there is no brand to make a shortlist for.
          </p>
        ) : (
          <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
            <Field label="Name" error={error} required>
              <Input
                value={name}
                maxLength={SHORTLIST_NAME_MAX}
                autoComplete="off"
                placeholder="e.g. Diwali food creators"
                onChange={(e) => setName(e.target.value)}
              />
            </Field>
            {options.length > 1 ? (
              <Field label="Brand" required>
                <Select value={brandId} options={options} onValueChange={setBrandId} />
              </Field>
            ) : null}
            <DialogActions busy={busy} onCancel={() => onOpenChange(false)}>
              <Button type="submit" busy={busy} busyLabel="Creating...">
                Create shortlist
              </Button>
            </DialogActions>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
