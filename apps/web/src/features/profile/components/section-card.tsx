import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Pencil, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** One profile section with its own Edit, then Cancel and Confirm (doc 001 §2). */
export function SectionCard({
  id,
  title,
  editing,
  busy = false,
  onEdit,
  onCancel,
  onConfirm,
  children,
}: {
  id: string;
  title: string;
  editing: boolean;
  /** The Edit step is loading something (the bank account number). */
  busy?: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const name = title.toLowerCase();
  return (
    <Card className={cn('p-4 sm:p-6', editing && 'border-brand-300 ring-1 ring-brand-200')}>
      <section aria-labelledby={`${id}-heading`}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${id}-heading`} className="text-sm font-semibold tracking-wider text-gray-800">
            {title}
          </h2>
          {editing ? (
            <div className="flex gap-2">
              <Button size="sm" variant="outline" onClick={onCancel} aria-label={t`Cancel editing ${name}`}>
                <X aria-hidden />
                <Trans>Cancel</Trans>
              </Button>
              <Button size="sm" onClick={onConfirm} aria-label={t`Confirm ${name}`}>
                <Check aria-hidden />
                <Trans>Confirm</Trans>
              </Button>
            </div>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              onClick={onEdit}
              busy={busy}
              busyLabel={t`Opening...`}
              aria-label={t`Edit ${name}`}
            >
              <Pencil aria-hidden />
              <Trans>Edit</Trans>
            </Button>
          )}
        </div>
        {children}
      </section>
    </Card>
  );
}
