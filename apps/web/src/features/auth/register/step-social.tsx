import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SocialAccountsEditor } from '@/components/social-accounts-editor';
import { emptySocialRow } from './register-form';

const FIELDS = [
  { name: 'profile_url', label: msg`Account Link` },
  { name: 'followers', label: msg`Number of Followers` },
] as const;

/**
 * Step 2, Social Media Accounts (doc 000 §2): starts with one empty row, the plus button adds rows,
 * and a row can be removed only while more than one exists.
 */
export function StepSocial() {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-gray-600">
        <Trans>
          Add the accounts brands should see. At least one platform with its link and follower count is
          needed.
        </Trans>
      </p>
      <SocialAccountsEditor
        rowNoun={t`Account`}
        fields={FIELDS.map((f) => ({ ...f, label: t(f.label) }))}
        gridClassName="grid gap-4 sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)_minmax(0,10rem)]"
        required
        loneRow="hide"
        add={{ label: t`Add another platform`, variant: 'secondary' }}
        newRow={emptySocialRow}
      />
    </div>
  );
}
