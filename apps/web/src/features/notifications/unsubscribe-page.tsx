import { NOTIFICATION_MESSAGES } from '@ih/contract/notifications-messages';
import { describeUnsubscribe, unsubscribe } from '@ih/contract/routes/notifications';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, MailX } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { translateText } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { useSingleFlightMutation } from '@/lib/use-single-flight';

/**
 * /unsubscribe?token=…: the page an e-mail's "Unsubscribe" link opens. It says which e-mails the
 * link switches off and for which address, and asks before doing it (a link scanner that follows
 * links must not unsubscribe anyone; mail clients use the one-click POST instead).
 */
export default function UnsubscribePage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Unsubscribe` });
  const token = useSearchParams()[0].get('token') ?? '';
  const info = useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: ({ signal }) => apiRequest(describeUnsubscribe, { signal, query: { token } }),
    enabled: token !== '',
    retry: false,
  });
  const confirm = useSingleFlightMutation({
    mutationFn: () => apiRequest(unsubscribe, { query: { token } }),
  });
  const [done, setDone] = useState(false);
  const email = info.data?.data.email ?? '';
  const label = translateText(info.data?.data.label ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const onConfirm = () =>
    confirm.mutate(undefined, {
      onSuccess: () => setDone(true),
      onError: (e) => setFailure(errorMessage(e, t`Could not unsubscribe. Please try again.`)),
    });

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-gray-50 px-4 py-10">
      <Card className="w-full max-w-md p-6">
        {!token || info.isError ? (
          <ErrorState
            title={t`This link does not work`}
            message={
              token
                ? errorMessage(info.error, NOTIFICATION_MESSAGES.unsubscribeToken)
                : NOTIFICATION_MESSAGES.unsubscribeToken
            }
            action={
              <Button variant="outline" asChild>
                <Link to="/signin">
                  <Trans>Sign in</Trans>
                </Link>
              </Button>
            }
          />
        ) : info.isPending ? (
          <SkeletonRows rows={3} />
        ) : done ? (
          <div className="flex flex-col items-center gap-3 text-center">
            <CheckCircle2 aria-hidden className="size-10 text-green-700" />
            <h1 className="text-lg font-semibold text-gray-900">
              {translateText(NOTIFICATION_MESSAGES.unsubscribed)}
            </h1>
            <p className="text-sm text-gray-700">
              <Trans>
                {email} gets no more "{label}" e-mails. They still appear in the app, and you can switch them
                back on in your notification preferences.
              </Trans>
            </p>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-4 text-center">
            <MailX aria-hidden className="size-10 text-brand-700" />
            <h1 className="text-lg font-semibold text-gray-900">
              <Trans>Stop "{label}" e-mails?</Trans>
            </h1>
            <p className="text-sm text-gray-700">
              <Trans>{email} will no longer get these e-mails. You will still see them in the app.</Trans>
            </p>
            {failure ? (
              <p role="alert" className="text-sm text-red-700">
                {translateText(failure)}
              </p>
            ) : null}
            <Button busy={confirm.isPending} busyLabel={t`Unsubscribing...`} onClick={onConfirm}>
              <Trans>Unsubscribe</Trans>
            </Button>
          </div>
        )}
      </Card>
    </main>
  );
}
