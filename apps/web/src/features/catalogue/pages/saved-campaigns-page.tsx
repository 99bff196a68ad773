import { PagePlaceholder } from '@/components/page-placeholder';

export default function SavedCampaignsPage() {
  return <PagePlaceholder title="Saved Campaigns" description="Campaigns you save for later appear here." />;
}
