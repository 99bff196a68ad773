import { SocialAccountsEditor } from '@/components/social-accounts-editor';
import { emptySocialRow } from '../lib/profile-form';

const FIELDS = [
  { name: 'user_name', label: 'User Name' },
  { name: 'type', label: 'Type' },
  { name: 'followers', label: 'Followers' },
  { name: 'profile_url', label: 'Profile URL', className: 'sm:col-span-2 xl:col-span-4' },
] as const;

/**
 * Platform rows (platform, user name, type, followers, profile link). Removing is possible only
 * while editing and while more than one row is left (doc 001 §5).
 */
export function PlatformFields({ editing }: { editing: boolean }) {
  return (
    <SocialAccountsEditor
      rowNoun="Platform"
      fields={FIELDS}
      gridClassName="grid gap-4 sm:grid-cols-2 xl:grid-cols-[minmax(0,10rem)_repeat(3,minmax(0,1fr))]"
      readOnly={!editing}
      loneRow="disable"
      add={editing ? { label: 'Add Platform', variant: 'outline' } : null}
      newRow={emptySocialRow}
    />
  );
}
