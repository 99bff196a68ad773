import { PagePlaceholder } from '@/components/page-placeholder';

export default function WorkListPage() {
  return <PagePlaceholder title="Work" description="The work in this group appears here." back="/work" />;
}
