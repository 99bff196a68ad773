import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { SkeletonRows } from '@/components/ui/skeleton';

/** The card a work list sits in: its '{Title} Details (N items)' heading, then filters and rows. */
export function ListCard({
  heading,
  loading,
  children,
  filters,
}: {
  heading: string;
  loading: boolean;
  children: ReactNode;
  filters?: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5" aria-busy={loading || undefined}>
      <h2 className="text-lg font-semibold text-gray-900">{heading}</h2>
      {filters}
      {loading ? <SkeletonRows rows={6} /> : children}
    </Card>
  );
}
