import type { NotificationPreference } from '@ih/contract/notifications';
import { useQuery } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { QueryState } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SkeletonRows } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { NOTIFICATION_TEXT, preferencesQuery, useSavePreferences } from '@/lib/notifications-api';
import type { Scope } from '@/lib/session';
import { PushDeviceControl } from './push-device';

const CHANNEL_NAME = { email: 'e-mail', sms: 'SMS', push: 'push' } as const;

/** A category's switch, named with its category ("E-mail for Payments"). */
function Toggle({ of, label, ...props }: Omit<ComponentProps<typeof Switch>, 'ariaLabel'> & { of: string }) {
  return <Switch label={label} ariaLabel={`${label} for ${of}`} {...props} />;
}

/**
 * Notification preferences (issue 14): per category, in-app is always on; e-mail is a switch
 * (payments locked on, with why); SMS only where the server can send it; push (design §19) to the
 * devices where notifications are turned on (the control above the list).
 */
export function NotificationPreferencesCard({ scope }: { scope: Scope }) {
  const prefs = useQuery(preferencesQuery(scope));
  const save = useSavePreferences(scope);

  const change = (p: NotificationPreference, field: 'email' | 'sms' | 'push', value: boolean) =>
    save.mutate([{ category: p.category, [field]: value }], {
      onSuccess: () =>
        toast({
          variant: 'success',
          title: `${p.label}: ${CHANNEL_NAME[field]} ${value ? 'on' : 'off'}`,
        }),
      onError: (e) =>
        toast({ variant: 'destructive', title: errorMessage(e, NOTIFICATION_TEXT.prefsSaveFailed) }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notification preferences</CardTitle>
        <CardDescription>
          Everything appears in the app. Choose what also comes by e-mail; sign-in codes and payment e-mails
          always do.
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
                    <p className="text-sm font-medium text-gray-900">{p.label}</p>
                    <p className="text-sm text-gray-600">{p.description}</p>
                    {p.emailLocked ? (
                      <p className="mt-1 text-xs text-gray-600">
                        Payment e-mails are your record of being paid and cannot be switched off.
                      </p>
                    ) : null}
                  </div>
                  <div className="flex shrink-0 flex-wrap items-center gap-x-4">
                    <Toggle checked disabled label="In app" of={p.label} onChange={() => undefined} />
                    <Toggle
                      checked={p.email}
                      disabled={p.emailLocked || save.isPending}
                      label="E-mail"
                      of={p.label}
                      onChange={(v) => change(p, 'email', v)}
                    />
                    <Toggle
                      checked={p.push}
                      disabled={save.isPending}
                      label="Push"
                      of={p.label}
                      onChange={(v) => change(p, 'push', v)}
                    />
                    {p.smsAvailable ? (
                      <Toggle
                        checked={p.sms}
                        label="SMS"
                        of={p.label}
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
