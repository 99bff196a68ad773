import { PagePlaceholder } from '@/components/page-placeholder';

export default function BrandsPage() {
  return <PagePlaceholder title="Brands" description="Brands you can work with appear here." />;
}
