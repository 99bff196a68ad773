import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { WORK_TEXT } from '../lib/messages';

/** A detail page while its item loads: a spinner over card-shaped placeholders. */
export function DetailLoading() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading`} className="flex flex-col gap-4">
      <div className="flex justify-center py-2 text-brand-700">
        <Spinner className="size-6" />
      </div>
      <Skeleton className="h-28 w-full" />
      <div className="grid gap-4 lg:grid-cols-3">
        <Skeleton className="h-64 lg:col-span-2" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}

/** The back button of error and empty views: a path, or -1 for the previous page. */
function BackButton({ label, to }: { label: string; to: string | -1 }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => (to === -1 ? navigate(-1) : navigate(to))}
      className="inline-flex h-10 items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 text-sm font-medium text-gray-800 shadow-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {label}
    </button>
  );
}

/** A failed load: the message and a back button (doc 001 §8), plus a retry where it can help. */
export function ErrorView({
  message,
  backLabel,
  backTo,
  onRetry,
  retrying,
}: {
  message: string;
  backLabel: string;
  backTo: string | -1;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  return (
    <Card>
      <ErrorState
        message={message}
        onRetry={onRetry}
        retrying={retrying}
        action={<BackButton label={backLabel} to={backTo} />}
      />
    </Card>
  );
}

/** A work list that failed to load: its message, a retry and the way back to the work dashboard. */
export function WorkListError({
  list,
}: {
  list: { error: Error; refetch: () => unknown; isFetching: boolean };
}) {
  return (
    <ErrorView
      message={list.error.message}
      backLabel={WORK_TEXT.backToWork}
      backTo="/work"
      onRetry={() => void list.refetch()}
      retrying={list.isFetching}
    />
  );
}

/** Nothing to show (no id, no record): the spec's sentence and a back button. */
export function NotFoundView({
  title,
  backLabel,
  backTo,
}: {
  title: string;
  backLabel: string;
  backTo: string | -1;
}) {
  return (
    <Card>
      <EmptyState title={title} action={<BackButton label={backLabel} to={backTo} />} />
    </Card>
  );
}

/**
 * A work detail page's states around its item: no id or no record ("not found" with a back button),
 * loading, a failed load (message and back button), else the page itself.
 */
export function WorkItemStates<T>({
  workId,
  work,
  notFoundTitle,
  backLabel,
  backTo,
  children,
}: {
  workId: string;
  work: UseQueryResult<T | null, Error>;
  notFoundTitle: string;
  backLabel: string;
  backTo: string | -1;
  children: (item: T) => ReactNode;
}) {
  if (!workId) return <NotFoundView title={WORK_TEXT.workIdRequired} backLabel={backLabel} backTo={backTo} />;
  if (work.isPending) return <DetailLoading />;
  if (work.isError) return <ErrorView message={work.error.message} backLabel={backLabel} backTo={backTo} />;
  if (!work.data) return <NotFoundView title={notFoundTitle} backLabel={backLabel} backTo={backTo} />;
  return <>{children(work.data)}</>;
}

/** A detail page's body: a wide main column and a side column (stacked below 1024 px). */
export function DetailColumns({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">{main}</div>
      <div className="flex min-w-0 flex-col gap-4">{side}</div>
    </div>
  );
}

/** The outline "back to the list" link at the foot of a detail page. */
export function BackToList({ to, label }: { to: string; label: string }) {
  return (
    <Button variant="outline" asChild>
      <Link to={to}>
        <ArrowLeft aria-hidden />
        {label}
      </Link>
    </Button>
  );
}
