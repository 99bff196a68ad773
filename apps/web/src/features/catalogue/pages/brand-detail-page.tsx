import { PagePlaceholder } from '@/components/page-placeholder';

export default function BrandDetailPage() {
  return (
    <PagePlaceholder
      title="Brand"
      description="The brand's details and active campaigns appear here."
      back="/brands"
    />
  );
}
