import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** A titled card of the campaign detail; its heading names the region for screen readers. */
export function Section({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card role="region" aria-labelledby={`${id}-heading`} className={className}>
      <CardHeader>
        <CardTitle id={`${id}-heading`}>{title}</CardTitle>
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

/** Label and value pairs; a missing value reads '-'. */
export function InfoList({ items, className }: { items: InfoItem[]; className?: string }) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-4 sm:grid-cols-2', className)}>
      {items.map((item) => (
        <div key={item.label} className={cn('flex min-w-0 flex-col gap-0.5', item.wide && 'col-span-full')}>
          <dt className="text-xs font-medium tracking-wide text-gray-600 uppercase">{item.label}</dt>
          <dd className="text-sm break-words whitespace-pre-line text-gray-900">
            {item.value === null || item.value === undefined || item.value === '' ? '-' : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
