import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { currentSubscription, PUSH_TEXT, PushError, pushSupport, turnOffPush, turnOnPush } from '@/lib/push';
import type { Scope } from '@/lib/session';

/** Long labels wrap on a 360 px phone instead of overflowing. */
const WRAPPING = 'h-auto min-h-10 w-full whitespace-normal py-2 sm:w-auto';

export type DeviceState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

/** Where this device stands: read once on mount, never asking the browser's permission. */
export async function deviceState(): Promise<DeviceState> {
  const support = pushSupport();
  if (support !== 'supported') return support;
  try {
    return (await currentSubscription()) ? 'on' : 'off';
  } catch {
    // No service worker yet: the button says so when tapped.
    return 'off';
  }
}

/**
 * "Notifications on this device" (design §19): one button turns push on (the browser's permission
 * is asked only after the tap) and one turns it off; a browser that cannot, or a site the person
 * blocked, gets a sentence saying what to do instead.
 */
export function PushDeviceControl({ scope }: { scope: Scope }) {
  const { t } = useLingui();
  const [state, setState] = useState<DeviceState>('checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void deviceState().then((s) => {
      if (live) setState(s);
    });
    return () => {
      live = false;
    };
  }, []);

  const run = async (on: boolean) => {
    setBusy(true);
    try {
      await (on ? turnOnPush(scope) : turnOffPush(scope));
      setState(on ? 'on' : 'off');
      toast({
        variant: 'success',
        title: on ? t`Notifications are on for this device` : t`Notifications are off for this device`,
      });
    } catch (e) {
      if (pushSupport() === 'blocked') setState('blocked');
      const fallback = on ? PUSH_TEXT.failed : PUSH_TEXT.offFailed;
      toast({
        variant: 'destructive',
        title: e instanceof PushError ? e.message : errorMessage(e, fallback),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mb-4 rounded-md border border-gray-200 p-3" data-testid="push-device">
      <p className="text-sm font-medium text-gray-900">
        <Trans>Notifications on this device</Trans>
      </p>
      {state === 'unsupported' || state === 'blocked' ? (
        <p className="mt-1 text-sm text-gray-600" role="status">
          {state === 'unsupported' ? PUSH_TEXT.unsupported : PUSH_TEXT.blocked}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-gray-600">
            {state === 'on'
              ? t`This device shows your notifications for the categories with Push switched on.`
              : t`Get your notifications on this phone or computer, even when the app is closed.`}
          </p>
          <div className="mt-2">
            {state === 'on' ? (
              <Button
                variant="outline"
                className={WRAPPING}
                busy={busy}
                busyLabel={t`Turning off…`}
                onClick={() => void run(false)}
              >
                <Trans>Turn off on this device</Trans>
              </Button>
            ) : (
              <Button
                className={WRAPPING}
                busy={busy || state === 'checking'}
                busyLabel={state === 'checking' ? t`Checking…` : t`Turning on…`}
                onClick={() => void run(true)}
              >
                <Trans>Turn on notifications on this device</Trans>
              </Button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
