import { PagePlaceholder } from '@/components/page-placeholder';

export default function CampaignDetailPage() {
  return (
    <PagePlaceholder
      title="Campaign"
      description="The campaign's brief, deliverables and budget appear here."
      back="/campaigns"
    />
  );
}
