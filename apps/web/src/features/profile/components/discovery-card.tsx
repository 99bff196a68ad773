import { CREATOR_LANGUAGES, type CreatorLanguage } from '@ih/contract/discovery-enums';
import { DISCOVERY_HIDDEN_FROM_BRANDS, DISCOVERY_SHOWN_TO_BRANDS } from '@ih/contract/discovery-messages';
import type { ProfileData } from '@ih/contract/routes/profile';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MediaKitSwitch } from '@/components/results/media-kit-switch';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { translateText } from '@/lib/i18n';
import { updateErrorMessage, useUpdateProfile } from '../api';

/**
 * Whether brands find the creator in creator search, and the languages they create in (design §15).
 * Saved on its own, apart from the form above: switching never touches unsaved edits there. The
 * sentence under the switch says exactly what brands see, and what they never do.
 */
export function DiscoveryCard({ profile }: { profile: ProfileData }) {
  const { t } = useLingui();
  const update = useUpdateProfile();
  const [languages, setLanguages] = useState<CreatorLanguage[]>(profile.languages);
  const changed = languages.join('|') !== profile.languages.join('|');
  const fail = (error: unknown) =>
    toast({ title: t`Error`, description: updateErrorMessage(error), variant: 'destructive' });

  const setDiscoverable = (discoverable: boolean) =>
    update.mutate(
      { state: profile.state, discoverable },
      {
        onSuccess: () =>
          toast({
            title: t`Success`,
            description: discoverable
              ? t`Brands can find you in creator search.`
              : t`Brands can no longer find you in creator search.`,
            variant: 'success',
          }),
        onError: fail,
      },
    );
  const saveLanguages = () =>
    update.mutate(
      { state: profile.state, languages },
      {
        onSuccess: () =>
          toast({ title: t`Success`, description: t`Your languages are saved.`, variant: 'success' }),
        onError: fail,
      },
    );
  const toggle = (l: CreatorLanguage, on: boolean) =>
    setLanguages((list) => (on ? [...list, l] : list.filter((x) => x !== l)));

  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="profile-discovery-heading" className="flex flex-col gap-4">
        <h2 id="profile-discovery-heading" className="text-sm font-semibold tracking-wider text-gray-800">
          <Trans>CREATOR SEARCH</Trans>
        </h2>
        <div className="flex flex-col gap-1">
          <Switch
            label={t`Discoverable by brands`}
            checked={profile.discoverable}
            disabled={update.isPending}
            describedBy="profile-discovery-what"
            onChange={setDiscoverable}
          />
          <p id="profile-discovery-what" className="text-sm text-gray-700">
            {translateText(profile.discoverable ? DISCOVERY_SHOWN_TO_BRANDS : DISCOVERY_HIDDEN_FROM_BRANDS)}
          </p>
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium text-gray-900">
            <Trans>Languages you create in</Trans>
          </legend>
          <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 lg:grid-cols-4">
            {CREATOR_LANGUAGES.map((l) => (
              <div key={l} className="flex min-h-8 items-center gap-2">
                <Checkbox
                  id={`language-${l}`}
                  checked={languages.includes(l)}
                  onCheckedChange={(on) => toggle(l, on)}
                />
                <label htmlFor={`language-${l}`} className="cursor-pointer text-sm text-gray-800">
                  {translateText(l)}
                </label>
              </div>
            ))}
          </div>
          <div>
            <Button
              variant="secondary"
              onClick={saveLanguages}
              disabled={!changed}
              busy={update.isPending && changed}
              busyLabel={t`Saving...`}
            >
              <Trans>Save languages</Trans>
            </Button>
          </div>
        </fieldset>
      </section>
      <div className="mt-4">
        <MediaKitSwitch />
      </div>
    </Card>
  );
}
