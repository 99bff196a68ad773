import { PagePlaceholder } from '@/components/page-placeholder';

export default function CompletedDetailsPage() {
  return (
    <PagePlaceholder
      title="Completed Work"
      description="Your completed work appears here."
      back="/work/final-submission-work"
    />
  );
}
