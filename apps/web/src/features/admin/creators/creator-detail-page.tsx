import { PagePlaceholder } from '@/components/page-placeholder';

export default function CreatorDetailPage() {
  return <PagePlaceholder title="Creator" description="Registered creators appear here." />;
}
