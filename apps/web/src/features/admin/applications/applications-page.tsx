import { PagePlaceholder } from '@/components/page-placeholder';

export default function ApplicationsPage() {
  return (
    <PagePlaceholder title="Applications" description="Applications waiting for a decision appear here." />
  );
}
