import { LayoutGrid } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { type Crumb, usePageMeta } from '@/lib/page-meta';

/** A page whose content is still being built: it keeps the route, title and header working. */
export function PagePlaceholder({
  title,
  description,
  back,
  breadcrumb,
}: {
  title: string;
  description: string;
  back?: string | -1;
  breadcrumb?: Crumb[];
}) {
  usePageMeta({ title, back, breadcrumb });
  return (
    <Card>
      <EmptyState icon={LayoutGrid} title={title} description={description} />
    </Card>
  );
}
