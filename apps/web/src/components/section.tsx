import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** A titled card of a detail page; its heading names the region for screen readers. */
export function Section({
  id,
  title,
  children,
  className,
  headerClassName,
  actions,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
  headerClassName?: string;
  /** Beside the title (e.g. a button). */
  actions?: ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={`${id}-heading`} className={className}>
      <CardHeader className={headerClassName}>
        <CardTitle id={`${id}-heading`}>{title}</CardTitle>
        {actions}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export interface InfoItem {
  label: string;
  value: ReactNode;
  /** Spans the full width (long text). */
  wide?: boolean;
}

/** Label and value pairs in a grid of one, two (the default, from 640 px) or four columns; a missing value reads '-'. */
export function InfoList({
  items,
  className,
  columns = 2,
  wideClassName = 'sm:col-span-2',
}: {
  items: InfoItem[];
  className?: string;
  columns?: 1 | 2 | 4;
  /** How a `wide` item spans the grid. */
  wideClassName?: string;
}) {
  return (
    <dl
      className={cn(
        'grid gap-x-6 gap-y-4',
        columns === 2 && 'sm:grid-cols-2',
        columns === 4 && 'grid-cols-2 lg:grid-cols-4',
        className,
      )}
    >
      {items.map((item) => (
        <div key={item.label} className={cn('flex min-w-0 flex-col gap-0.5', item.wide && wideClassName)}>
          <dt className="text-xs font-medium tracking-wide text-gray-600 uppercase">{item.label}</dt>
          <dd className="text-sm break-words whitespace-pre-line text-gray-900">
            {item.value === null || item.value === undefined || item.value === '' ? '-' : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
