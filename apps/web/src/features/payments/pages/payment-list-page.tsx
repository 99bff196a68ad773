import { PagePlaceholder } from '@/components/page-placeholder';

export default function PaymentListPage() {
  return <PagePlaceholder title="Payments" description="Your payments appear here." back="/payment" />;
}
