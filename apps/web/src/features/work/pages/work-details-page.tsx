import { PagePlaceholder } from '@/components/page-placeholder';

export default function WorkDetailsPage() {
  return (
    <PagePlaceholder title="Work Details" description="The details of this work appear here." back={-1} />
  );
}
