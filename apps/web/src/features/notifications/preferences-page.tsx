import { useLingui } from '@lingui/react/macro';
import { NotificationPreferencesCard } from '@/components/notifications/preferences-card';
import { usePageMeta } from '@/lib/page-meta';

/** /admin/notification-preferences: the staff member's e-mail choices per category. */
export default function NotificationPreferencesPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Notification preferences` });
  return (
    <div className="mx-auto w-full max-w-3xl">
      <NotificationPreferencesCard scope="staff" />
    </div>
  );
}
