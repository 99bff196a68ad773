import { PagePlaceholder } from '@/components/page-placeholder';

export default function DashboardPage() {
  return (
    <PagePlaceholder
      title="Dashboard"
      description="Your work counts, brands and active campaigns appear here."
    />
  );
}
