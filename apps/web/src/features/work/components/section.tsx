import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** A titled card; its heading names the region for screen readers. */
export function Section({
  id,
  title,
  children,
  className,
  actions,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={`${id}-heading`} className={className}>
      <CardHeader className="flex-row items-center justify-between gap-2">
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
  wide?: boolean;
}

/** Label and value pairs; a missing value reads '-'. */
export function InfoList({
  items,
  className,
  columns = 2,
}: {
  items: InfoItem[];
  className?: string;
  columns?: 1 | 2 | 4;
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
        <div key={item.label} className={cn('flex min-w-0 flex-col gap-0.5', item.wide && 'sm:col-span-2')}>
          <dt className="text-xs font-medium tracking-wide text-gray-600 uppercase">{item.label}</dt>
          <dd className="text-sm break-words whitespace-pre-line text-gray-900">
            {item.value === null || item.value === undefined || item.value === '' ? '-' : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Hashtags as chips. */
export function HashtagChips({ tags }: { tags: string[] }) {
  if (tags.length === 0) return <>-</>;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Hashtags">
      {tags.map((t) => (
        <li key={t} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
          {t}
        </li>
      ))}
    </ul>
  );
}
