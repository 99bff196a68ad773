import { PagePlaceholder } from '@/components/page-placeholder';

export default function PendingReviewPage() {
  return (
    <PagePlaceholder
      title="Pending Review"
      description="The work under review by the brand team appears here."
      back="/work/submitted-work"
    />
  );
}
