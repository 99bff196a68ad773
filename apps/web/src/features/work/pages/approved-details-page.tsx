import { PagePlaceholder } from '@/components/page-placeholder';

export default function ApprovedDetailsPage() {
  return (
    <PagePlaceholder
      title="Approved Work"
      description="Your approved work and its post details appear here."
      back="/work/approved-work"
    />
  );
}
