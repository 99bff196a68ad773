import { PagePlaceholder } from '@/components/page-placeholder';

export default function UploadWorkPage() {
  return (
    <PagePlaceholder
      title="Upload Work"
      description="Upload the files for each deliverable here."
      back={-1}
    />
  );
}
