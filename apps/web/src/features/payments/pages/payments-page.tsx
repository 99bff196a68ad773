import { PagePlaceholder } from '@/components/page-placeholder';

export default function PaymentsPage() {
  return <PagePlaceholder title="Payment" description="Your paid and pending amounts appear here." />;
}
