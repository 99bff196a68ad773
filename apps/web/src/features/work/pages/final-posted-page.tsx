import { PagePlaceholder } from '@/components/page-placeholder';

export default function FinalPostedPage() {
  return (
    <PagePlaceholder
      title="Final Posted Work"
      description="Your posted work appears here."
      back="/work/final-posted-work"
    />
  );
}
