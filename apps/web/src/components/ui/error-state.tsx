import { useLingui } from '@lingui/react/macro';
import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { translateText } from '@/lib/i18n';
import { Button } from './button';

/** A failed load: what went wrong and a way to try again (design §9: every list has one). */
export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel,
  retrying = false,
  action,
  className,
}: {
  title?: string;
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
  retrying?: boolean;
  action?: ReactNode;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-3 px-6 py-12 text-center', className)}>
      <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700">
        <AlertTriangle aria-hidden className="size-6" />
      </span>
      <p className="text-base font-semibold text-gray-900">{title ?? t`Something went wrong`}</p>
      <p className="max-w-md text-sm text-gray-700">{translateText(message)}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {onRetry ? (
          <Button variant="outline" onClick={onRetry} busy={retrying} busyLabel={t`Retrying...`}>
            {retryLabel ?? t`Try Again`}
          </Button>
        ) : null}
        {action}
      </div>
    </div>
  );
}
