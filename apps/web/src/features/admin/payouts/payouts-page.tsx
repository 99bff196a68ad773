import { PagePlaceholder } from '@/components/page-placeholder';

export default function PayoutsPage() {
  return <PagePlaceholder title="Payouts" description="Creators waiting for payment appear here." />;
}
