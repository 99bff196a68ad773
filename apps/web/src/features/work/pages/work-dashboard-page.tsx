import { PagePlaceholder } from '@/components/page-placeholder';

export default function WorkDashboardPage() {
  return (
    <PagePlaceholder title="Work" description="Your applications and work, grouped by status, appear here." />
  );
}
