import { PagePlaceholder } from '@/components/page-placeholder';

export default function ReworkDetailsPage() {
  return (
    <PagePlaceholder
      title="Rework Details"
      description="The brand team's feedback on this work appears here."
      back="/work/rework"
    />
  );
}
