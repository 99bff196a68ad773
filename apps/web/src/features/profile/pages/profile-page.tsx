import { PagePlaceholder } from '@/components/page-placeholder';

export default function ProfilePage() {
  return (
    <PagePlaceholder
      title="Profile"
      description="Your basic info, platforms, description and bank details appear here."
    />
  );
}
