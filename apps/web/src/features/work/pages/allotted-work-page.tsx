import { PagePlaceholder } from '@/components/page-placeholder';

export default function AllottedWorkPage() {
  return (
    <PagePlaceholder title="Allotted Work" description="Work allotted to you appears here." back="/work" />
  );
}
