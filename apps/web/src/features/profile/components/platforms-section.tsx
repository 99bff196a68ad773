import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SocialAccountsEditor } from '@/components/social-accounts-editor';
import { emptySocialRow } from '../lib/profile-form';

const FIELDS = [
  { name: 'user_name', label: msg`User Name` },
  { name: 'type', label: msg`Type` },
  { name: 'followers', label: msg`Followers` },
  { name: 'profile_url', label: msg`Profile URL`, className: 'sm:col-span-2 xl:col-span-4' },
] as const;

/**
 * Platform rows (platform, user name, type, followers, profile link). Removing is possible only
 * while editing and while more than one row is left (doc 001 §5).
 */
export function PlatformFields({ editing }: { editing: boolean }) {
  const { t } = useLingui();
  return (
    <SocialAccountsEditor
      rowNoun={t`Platform`}
      fields={FIELDS.map((f) => ({ ...f, label: t(f.label) }))}
      gridClassName="grid gap-4 sm:grid-cols-2 xl:grid-cols-[minmax(0,10rem)_repeat(3,minmax(0,1fr))]"
      readOnly={!editing}
      loneRow="disable"
      add={editing ? { label: t`Add Platform`, variant: 'outline' } : null}
      newRow={emptySocialRow}
    />
  );
}
