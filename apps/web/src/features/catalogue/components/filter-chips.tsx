import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { FilterChip, FilterKey } from '../lib/filter-chips';

/** The active filters as removable chips, and one button to clear them all. */
export function FilterChips({
  chips,
  onRemove,
  onClearAll,
}: {
  chips: FilterChip[];
  onRemove: (key: FilterKey) => void;
  onClearAll: () => void;
}) {
  const { t } = useLingui();
  const removeLabel = (label: string) => t`Remove filter ${label}`;
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap gap-2" aria-label={t`Active filters`}>
        {chips.map((chip) => (
          <li
            key={chip.key}
            className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-0.5 pr-0.5 pl-3 text-sm text-brand-900"
          >
            {chip.label}
            <button
              type="button"
              onClick={() => onRemove(chip.key)}
              aria-label={removeLabel(chip.label)}
              className="flex size-7 cursor-pointer items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X aria-hidden className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 ? (
        <Button variant="link" size="sm" onClick={onClearAll}>
          <Trans>Clear all</Trans>
        </Button>
      ) : null}
    </div>
  );
}
