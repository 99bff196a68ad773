import { Trans, useLingui } from '@lingui/react/macro';
import { Download, X } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  INSTALL_PAGE_PATH,
  type InstallOffer,
  installOffer,
  isIos,
  isStandalone,
  markInstallOffered,
  wasInstallOffered,
} from '@/lib/install-offer';
import { heldInstallPrompt, onInstallPromptChange, promptInstall } from '@/lib/install-prompt';
import { useSession } from '@/lib/session';
import { startInstallable } from '../installable';

// Loaded as the shell first renders (app-shell.tsx): hold Chrome's install event from now on, and
// register the service worker once the page has loaded.
startInstallable();

/** How long after the shell's first page the offer may appear: never with the first paint. */
export const INSTALL_OFFER_DELAY_MS = 5000;

/**
 * The one-time install offer at the foot of the creator's pages: Chrome's install dialog on Android
 * (and desktop Chrome), a link to the iPhone instructions on iOS. Shown once: the first time it
 * appears it is remembered, so it never comes back, dismissed or not.
 */
export default function InstallBanner({ delayMs = INSTALL_OFFER_DELAY_MS }: { delayMs?: number }) {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  const signedIn = useSession('creator') !== null;
  const promptHeld = useSyncExternalStore(onInstallPromptChange, () => heldInstallPrompt() !== null);
  // Decided once it is due, then kept while the creator moves between pages.
  const [offer, setOffer] = useState<InstallOffer>(null);
  const [closed, setClosed] = useState(false);
  const due =
    waited &&
    installOffer({
      signedIn,
      offered: wasInstallOffered(),
      standalone: isStandalone(window),
      ios: isIos(navigator),
      promptHeld,
    });
  useEffect(() => {
    if (offer === null && due) {
      markInstallOffered();
      setOffer(due);
    }
  }, [offer, due]);

  const { t } = useLingui();
  if (offer === null || closed || !signedIn) return null;
  const title = t`Get the Influence Hub app`;
  const dismiss = t`Not now`;
  return (
    <section
      aria-label={title}
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-md items-start gap-3 rounded-card border border-border bg-white p-4 shadow-lg"
    >
      <img src="/icons/icon-192.png" alt="" width={40} height={40} className="size-10 rounded-lg" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-gray-900">{title}</p>
        <p className="mt-1 text-sm text-gray-600">
          {offer === 'ios'
            ? t`Add it to your iPhone home screen and open it like any other app.`
            : t`Install it on your phone and open it from your home screen, like any other app.`}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {offer === 'ios' ? (
            <Button size="sm" asChild>
              <Link to={INSTALL_PAGE_PATH} onClick={() => setClosed(true)}>
                <Trans>Show me how</Trans>
              </Link>
            </Button>
          ) : (
            <Button
              size="sm"
              onClick={() => {
                setClosed(true);
                void promptInstall();
              }}
            >
              <Download aria-hidden />
              <Trans>Install</Trans>
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => setClosed(true)}>
            {dismiss}
          </Button>
        </div>
      </div>
      <Button size="icon-sm" variant="ghost" aria-label={dismiss} onClick={() => setClosed(true)}>
        <X aria-hidden />
      </Button>
    </section>
  );
}
