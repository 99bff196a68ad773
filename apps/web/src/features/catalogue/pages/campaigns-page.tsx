import { PagePlaceholder } from '@/components/page-placeholder';

export default function CampaignsPage() {
  return <PagePlaceholder title="Campaigns" description="Active campaigns you can apply to appear here." />;
}
