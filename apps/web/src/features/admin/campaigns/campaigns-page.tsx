import { PagePlaceholder } from '@/components/page-placeholder';

export default function CampaignsPage() {
  return <PagePlaceholder title="Campaigns" description="Campaigns of your brands appear here." />;
}
