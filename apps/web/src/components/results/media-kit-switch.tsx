import { RESULTS_TEXT } from '@ih/contract/results-messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { translateText } from '@/lib/i18n';
import { myMediaKitQuery, useSwitchMediaKit } from '@/lib/results-api';

/** The creator's public media kit switch and its link (design §17): on the profile and the Results page. */
export function MediaKitSwitch() {
  const kit = useQuery(myMediaKitQuery());
  const save = useSwitchMediaKit();
  const k = kit.data?.data;
  const { t } = useLingui();
  return (
    <Card className="flex flex-col gap-2 p-4">
      <h2 className="text-sm font-semibold text-gray-900">{translateText(RESULTS_TEXT.mediaKit)}</h2>
      <p className="text-sm text-gray-700">
        <Trans>
          A public page with your platforms, niches and confirmed results, to share with brands. Never your
          contact, bank or tax details.
        </Trans>
      </p>
      <Switch
        label={t`Public media kit`}
        checked={k?.enabled ?? false}
        disabled={!k || save.isPending}
        onChange={(enabled) =>
          save
            .mutateAsync(enabled)
            .then(() =>
              toast({
                title: enabled ? t`Media kit is public` : t`Media kit switched off`,
                variant: 'success',
              }),
            )
            .catch((err: unknown) =>
              toast({ title: errorMessage(err, t`Could not save.`), variant: 'destructive' }),
            )
        }
      />
      {k?.enabled && k.url && (
        <a
          href={k.url}
          target="_blank"
          rel="noreferrer"
          className="break-all text-sm text-brand-700 hover:underline"
        >
          {k.url}
        </a>
      )}
    </Card>
  );
}
