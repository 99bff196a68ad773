import type { NotificationPreference } from '@ih/contract/notifications';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { QueryState } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SkeletonRows } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { translateText } from '@/lib/i18n';
import { NOTIFICATION_TEXT, preferencesQuery, useSavePreferences } from '@/lib/notifications-api';
import type { Scope } from '@/lib/session';
import { PushDeviceControl } from './push-device';

const CHANNEL_NAME = { email: msg`e-mail`, sms: msg`SMS`, push: msg`push` } as const;

/** A category's switch, named with its category ("E-mail for Payments"). */
function Toggle({ of, label, ...props }: Omit<ComponentProps<typeof Switch>, 'ariaLabel'> & { of: string }) {
  const { t } = useLingui();
  return <Switch label={label} ariaLabel={t`${label} for ${of}`} {...props} />;
}

/**
 * Notification preferences (issue 14): per category, in-app is always on; e-mail is a switch
 * (payments locked on, with why); SMS only where the server can send it; push (design §19) to the
 * devices where notifications are turned on (the control above the list).
 */
export function NotificationPreferencesCard({ scope }: { scope: Scope }) {
  const { t } = useLingui();
  const prefs = useQuery(preferencesQuery(scope));
  const save = useSavePreferences(scope);
  // The category's name and what it covers come from the API in English (translateText).
  const labelOf = (p: NotificationPreference) => translateText(p.label);

  const change = (p: NotificationPreference, field: 'email' | 'sms' | 'push', value: boolean) =>
    save.mutate([{ category: p.category, [field]: value }], {
      onSuccess: () => {
        const category = labelOf(p);
        const channel = t(CHANNEL_NAME[field]);
        toast({
          variant: 'success',
          title: value ? t`${category}: ${channel} on` : t`${category}: ${channel} off`,
        });
      },
      onError: (e) =>
        toast({ variant: 'destructive', title: errorMessage(e, NOTIFICATION_TEXT.prefsSaveFailed) }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Notification preferences</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Everything appears in the app. Choose what also comes by e-mail; sign-in codes and payment e-mails
            always do.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <PushDeviceControl scope={scope} />
        <QueryState
          query={prefs}
          loading={<SkeletonRows rows={4} />}
          failed={NOTIFICATION_TEXT.prefsFailed}
          showRetrying={false}
        >
          {(data) => (
            <ul className="divide-y divide-gray-200">
              {data.map((p) => (
                <li
                  key={p.category}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="text-sm font-medium text-gray-900">{labelOf(p)}</p>
                    <p className="text-sm text-gray-600">{translateText(p.description)}</p>
                    {p.emailLocked ? (
                      <p className="mt-1 text-xs text-gray-600">
                        <Trans>
                          Payment e-mails are your record of being paid and cannot be switched off.
                        </Trans>
                      </p>
                    ) : null}
                  </div>
                  <div className="flex shrink-0 flex-wrap items-center gap-x-4">
                    <Toggle checked disabled label={t`In app`} of={labelOf(p)} onChange={() => undefined} />
                    <Toggle
                      checked={p.email}
                      disabled={p.emailLocked || save.isPending}
                      label={t`E-mail`}
                      of={labelOf(p)}
                      onChange={(v) => change(p, 'email', v)}
                    />
                    <Toggle
                      checked={p.push}
                      disabled={save.isPending}
                      label={t`Push`}
                      of={labelOf(p)}
                      onChange={(v) => change(p, 'push', v)}
                    />
                    {p.smsAvailable ? (
                      <Toggle
                        checked={p.sms}
                        label={t`SMS`}
                        of={labelOf(p)}
                        onChange={(v) => change(p, 'sms', v)}
                      />
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
