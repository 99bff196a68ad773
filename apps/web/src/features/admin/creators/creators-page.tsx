import { PagePlaceholder } from '@/components/page-placeholder';

export default function CreatorsPage() {
  return <PagePlaceholder title="Creators" description="Registered creators appear here." />;
}
