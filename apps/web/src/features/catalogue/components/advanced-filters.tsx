import { Trans, useLingui } from '@lingui/react/macro';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { translateText } from '@/lib/i18n';
import { useReferenceLists } from '../api/get-reference-lists';
import {
  ADVANCED_KEYS,
  type AdvancedKey,
  advancedCount,
  type CampaignFilters,
} from '../lib/campaign-filters';

type Draft = Partial<Record<AdvancedKey, string>>;

const ALL = 'all';
const draftOf = (f: CampaignFilters): Draft => Object.fromEntries(ADVANCED_KEYS.map((k) => [k, f[k]]));

/** The 'Advanced Filters' dialog: category, language, platform, followers, location and deadline range. */
export function AdvancedFilters({
  filters,
  onApply,
}: {
  filters: CampaignFilters;
  /** The dialog's seven filters; the page merges them into the latest filters. */
  onApply: (patch: Partial<CampaignFilters>) => void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>({});
  const refs = useReferenceLists(open);
  const count = advancedCount(filters);
  const { t } = useLingui();

  const set = (key: AdvancedKey, value: string) =>
    setDraft((d) => ({ ...d, [key]: value === ALL || value === '' ? undefined : value }));
  const rangeError =
    draft.deadlineFrom && draft.deadlineTo && draft.deadlineFrom > draft.deadlineTo
      ? t`The end date must be on or after the start date.`
      : undefined;

  const options = (items: { name: string }[] | undefined, allLabel: string) => [
    { value: ALL, label: allLabel },
    ...(items ?? []).map((i) => ({ value: i.name, label: i.name })),
  ];
  const selects: { key: AdvancedKey; label: string; options: { value: string; label: string }[] }[] = [
    { key: 'category', label: t`Category`, options: options(refs.data?.categories, t`All categories`) },
    { key: 'language', label: t`Language`, options: options(refs.data?.languages, t`All languages`) },
    {
      key: 'platform',
      label: t`Platform`,
      options: options(
        refs.data?.platforms.map((p) => ({ name: p.platform_name })),
        t`All platforms`,
      ),
    },
    {
      key: 'minimumFollower',
      label: t`Followers`,
      // The API filters buckets by id only.
      options: [
        { value: ALL, label: t`Any follower count` },
        ...(refs.data?.followerBuckets ?? []).map((b) => ({ value: b._id, label: b.name })),
      ],
    },
    { key: 'location', label: t`Location (state)`, options: options(refs.data?.states, t`All states`) },
  ];

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(draftOf(filters));
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <SlidersHorizontal aria-hidden />
          <Trans>Advanced Filters</Trans>
          {count > 0 ? (
            <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white">
              {count}
              <span className="sr-only">
                {' '}
                <Trans>set</Trans>
              </span>
            </span>
          ) : null}
        </Button>
      </DialogTrigger>
      <DialogContent title={t`Advanced Filters`} description={t`Narrow the campaigns down to what fits you.`}>
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (rangeError) return;
            onApply(Object.fromEntries(ADVANCED_KEYS.map((k) => [k, draft[k]])));
            setOpen(false);
          }}
        >
          {refs.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {translateText(refs.error.message)}{' '}
              <Button variant="link" size="sm" className="h-auto px-0" onClick={() => void refs.refetch()}>
                <Trans>Try Again</Trans>
              </Button>
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            {selects.map((s) => (
              <Field key={s.key} label={s.label} id={`adv-${s.key}`}>
                <Select
                  value={draft[s.key] ?? ALL}
                  options={s.options}
                  disabled={refs.isPending}
                  placeholder={refs.isPending ? t`Loading...` : undefined}
                  onValueChange={(v) => set(s.key, v)}
                />
              </Field>
            ))}
            <Field label={t`Deadline from`} id="adv-deadline-from">
              <Input
                type="date"
                value={draft.deadlineFrom ?? ''}
                onChange={(e) => set('deadlineFrom', e.target.value)}
              />
            </Field>
            <Field label={t`Deadline to`} id="adv-deadline-to" error={rangeError}>
              <Input
                type="date"
                value={draft.deadlineTo ?? ''}
                min={draft.deadlineFrom}
                onChange={(e) => set('deadlineTo', e.target.value)}
              />
            </Field>
          </div>
          {/* Stuck to the panel's bottom edge while the fields scroll: on a phone Clear and Apply
              stay in reach instead of below the fold (issue 12 §9). */}
          <DialogFooter className="sticky -bottom-6 z-10 -mx-6 -mb-6 flex-row justify-end border-t border-border bg-white px-6 py-4">
            <Button variant="ghost" onClick={() => setDraft({})}>
              <Trans>Clear</Trans>
            </Button>
            <Button type="submit" disabled={Boolean(rangeError)}>
              <Trans>Apply Filters</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
