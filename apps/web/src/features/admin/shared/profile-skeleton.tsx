import { Card } from '@/components/ui/card';
import { Skeleton, SkeletonRows } from '@/components/ui/skeleton';

/**
 * A console page about one brand or creator while it loads: a header card (picture, name, one line)
 * over a card of rows. `round` draws a person's round picture, else a logo's square.
 */
export function ProfileSkeleton({
  round,
  lineWidth,
  rows,
}: {
  round: boolean;
  lineWidth: 'w-32' | 'w-64';
  rows: number;
}) {
  return (
    <div className="flex flex-col gap-4" aria-busy>
      <Card className="flex items-center gap-4 p-5">
        <Skeleton className={round ? 'size-14 rounded-full' : 'size-14 rounded-lg'} />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-5 w-48" />
          <Skeleton className={`h-4 ${lineWidth}`} />
        </div>
      </Card>
      <Card className="p-5">
        <SkeletonRows rows={rows} />
      </Card>
    </div>
  );
}
