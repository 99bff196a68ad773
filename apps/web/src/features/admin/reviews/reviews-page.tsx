import { PagePlaceholder } from '@/components/page-placeholder';

export default function ReviewsPage() {
  return <PagePlaceholder title="Reviews" description="Submitted work waiting for review appears here." />;
}
