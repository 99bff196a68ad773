import { SHORTLIST_NAME_MAX } from '@ih/contract/shortlists-messages';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SkeletonRows } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { brandChoicesQuery } from '../applications/api';
import { shortlistChoicesQuery, useAddToShortlist, useCreateShortlist } from './api';

const NEW = 'new';

/**
 * Adds one creator to a shortlist of the caller's brands (design §15): an existing list, or a new one
 * named here. Adding a creator already on the list changes nothing and says so.
 */
export function AddToShortlistDialog({
  creator,
  open,
  onOpenChange,
}: {
  creator: { _id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const lists = useQuery({ ...shortlistChoicesQuery(), enabled: open });
  const brands = useQuery({ ...brandChoicesQuery(), enabled: open });
  const create = useCreateShortlist();
  const add = useAddToShortlist();
  const [choice, setChoice] = useState('');
  const [name, setName] = useState('');
  const [brandId, setBrandId] = useState('');
  const [error, setError] = useState<string>();
  const busy = create.isPending || add.isPending;
  const available = lists.data?.data ?? [];
  const brandOptions = (brands.data?.data ?? []).map((b) => ({ value: b._id, label: b.brand_name }));

  const newest = lists.data ? (lists.data.data[0]?._id ?? NEW) : '';
  const firstBrand = brands.data?.data[0]?._id ?? '';
  // Each opening starts again from the newest list (a new one when there is none) and the first brand.
  useEffect(() => {
    if (!open) return;
    setError(undefined);
    setName('');
    setChoice('');
  }, [open]);
  useEffect(() => {
    if (open && newest) setChoice((c) => c || newest);
  }, [open, newest]);
  useEffect(() => {
    if (open && firstBrand) setBrandId((b) => b || firstBrand);
  }, [open, firstBrand]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setError(undefined);
    try {
      let listId = choice;
      let listName = available.find((l) => l._id === choice)?.name ?? '';
      if (choice === NEW) {
        if (!name.trim()) return setError('Give the new shortlist a name.');
        if (!brandId) return setError('Choose the brand this shortlist is for.');
        const made = await create.mutateAsync({ brandId, name: name.trim() });
        listId = made.data._id;
        listName = made.data.name;
        setChoice(listId);
      }
      const res = await add.mutateAsync({ id: listId, influencerIds: [creator._id] });
      const skipped = res.data.skipped[0];
      toast({
        variant: skipped ? 'default' : 'success',
        title: skipped
          ? skipped.reason === 'already-listed'
            ? `${creator.name} is already on ${listName}`
            : `${creator.name} is no longer discoverable`
          : `Added ${creator.name} to ${listName}`,
      });
      onOpenChange(false);
    } catch (err) {
      setError(errorMessage(err, 'Failed to add to the shortlist'));
    }
  }

  const options = [
    ...available.map((l) => ({ value: l._id, label: `${l.name} (${l.brandName})` })),
    { value: NEW, label: 'New shortlist…' },
  ];
  return (
    <Dialog open={open} onOpenChange={(o) => (busy ? undefined : onOpenChange(o))}>
      <DialogContent
        title={`Add ${creator.name} to a shortlist`}
        description="Shortlists belong to your brand: only its team sees them."
      >
        {lists.isPending || brands.isPending ? (
          <SkeletonRows rows={2} />
        ) : (
          <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
            <Field label="Shortlist" error={choice === NEW ? undefined : error}>
              <Select value={choice} options={options} onValueChange={setChoice} />
            </Field>
            {choice === NEW ? (
              <>
                <Field label="Name of the new shortlist" error={error} required>
                  <Input
                    value={name}
                    maxLength={SHORTLIST_NAME_MAX}
                    autoComplete="off"
                    placeholder="e.g. Diwali food creators"
                    onChange={(e) => setName(e.target.value)}
                  />
                </Field>
                {brandOptions.length > 1 ? (
                  <Field label="Brand" required>
                    <Select value={brandId} options={brandOptions} onValueChange={setBrandId} />
                  </Field>
                ) : null}
              </>
            ) : null}
            <DialogActions busy={busy} onCancel={() => onOpenChange(false)}>
              <Button type="submit" busy={busy} busyLabel="Adding...">
                Add to shortlist
              </Button>
            </DialogActions>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The "Add to shortlist" button with its dialog, for a card or a creator's page. */
export function AddToShortlistButton({
  creator,
  className,
}: {
  creator: { _id: string; name: string };
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className={className}
        onClick={() => setOpen(true)}
        aria-label={`Add ${creator.name} to a shortlist`}
      >
        Add to shortlist
      </Button>
      <AddToShortlistDialog creator={creator} open={open} onOpenChange={setOpen} />
    </>
  );
}
