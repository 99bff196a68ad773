import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Download, EllipsisVertical, Share, SquarePlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { isIos, isStandalone } from '@/lib/install-offer';
import { usePageMeta } from '@/lib/page-meta';

const TEXT = {
  title: msg`Install app`,
  intro: msg`Put Influence Hub on your home screen: it opens in its own window, like any other app, and you find it in one tap.`,
  installed: msg`You are using the installed app. Nothing more to do.`,
  iosTitle: msg`On iPhone or iPad`,
  iosSteps: [
    msg`Open Influence Hub in Safari.`,
    msg`Tap the Share button, at the bottom of the screen (at the top on iPad).`,
    msg`Scroll down the list and tap "Add to Home Screen".`,
    msg`Tap "Add". The Influence Hub icon appears on your home screen.`,
  ],
  androidTitle: msg`On Android`,
  androidSteps: [
    msg`Open Influence Hub in Chrome.`,
    msg`Tap the menu (⋮) at the top right.`,
    msg`Tap "Install app" or "Add to Home screen".`,
  ],
  result: msg`On your home screen`,
};

const IOS_ICONS = [null, <Share key="share" aria-hidden />, <SquarePlus key="add" aria-hidden />, null];
const ANDROID_ICONS = [
  null,
  <EllipsisVertical key="menu" aria-hidden />,
  <Download key="install" aria-hidden />,
];

function Steps({ steps, icons }: { steps: MessageDescriptor[]; icons: (ReactNode | null)[] }) {
  const { t } = useLingui();
  return (
    <ol className="mt-3 space-y-3">
      {steps.map((step, i) => (
        <li key={step.id} className="flex items-start gap-3">
          <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800">
            {i + 1}
          </span>
          <span className="flex min-w-0 flex-1 items-start justify-between gap-3 pt-0.5 text-sm text-gray-800">
            {t(step)}
            {icons[i] ? (
              <span className="flex size-8 shrink-0 items-center justify-center rounded-md border border-border bg-white text-brand-700 [&_svg]:size-5">
                {icons[i]}
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-card border border-border bg-white p-5">
      <h2 className="text-base font-semibold text-gray-900">{title}</h2>
      {children}
    </section>
  );
}

/** /install: how to put the app on the home screen; on iPhones the only way (docs/decisions/040). */
export default function InstallPage() {
  const { t } = useLingui();
  usePageMeta({ title: t(TEXT.title) });
  const [ios] = useState(() => isIos(navigator));
  const [standalone] = useState(() => isStandalone(window));

  const iphone = (
    <Card key="ios" title={t(TEXT.iosTitle)}>
      <Steps steps={TEXT.iosSteps} icons={IOS_ICONS} />
    </Card>
  );
  const android = (
    <Card key="android" title={t(TEXT.androidTitle)}>
      <Steps steps={TEXT.androidSteps} icons={ANDROID_ICONS} />
    </Card>
  );

  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <p className="text-sm text-gray-700">{t(standalone ? TEXT.installed : TEXT.intro)}</p>
      <figure className="flex w-fit flex-col items-center gap-1">
        <img
          src="/icons/icon-192.png"
          alt=""
          width={56}
          height={56}
          className="size-14 rounded-xl shadow-sm"
        />
        <figcaption className="text-xs text-gray-600">{t(TEXT.result)}</figcaption>
      </figure>
      {ios ? [iphone, android] : [android, iphone]}
    </div>
  );
}
