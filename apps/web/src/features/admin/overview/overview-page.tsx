import { PagePlaceholder } from '@/components/page-placeholder';

export default function OverviewPage() {
  return (
    <PagePlaceholder
      title="Overview"
      description="Counts of creators, campaigns, applications and payouts appear here."
    />
  );
}
