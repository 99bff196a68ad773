import * as op from '@ih/contract/routes/push';
import { t } from '@lingui/core/macro';
import { apiRequest } from './api-client';
import type { Scope } from './session';

/*
 * Web Push in the browser (design §19, ADR 039), all in one place: whether this browser can, the
 * device's subscription through the service worker (`/sw.js`, registered elsewhere; we only wait for
 * `navigator.serviceWorker.ready`), and telling the server. The permission prompt is only ever shown
 * from `turnOnPush`, which the UI calls from a tap.
 */

const OPS = {
  creator: { add: op.addPushSubscription, remove: op.removePushSubscription },
  staff: { add: op.adminAddPushSubscription, remove: op.adminRemovePushSubscription },
} as const;

// Read when shown (through i18n), so they follow the reader's language.
export const PUSH_TEXT = {
  get unsupported() {
    return t`This browser can't show notifications from Influence Hub. On an iPhone or iPad, add Influence Hub to your Home Screen first, then open it from there.`;
  },
  get blocked() {
    return t`Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.`;
  },
  get dismissed() {
    return t`Notifications stay off: your browser did not get permission. Tap the button again to allow them.`;
  },
  get noWorker() {
    return t`The app is still getting ready on this device. Reload the page and try again in a moment.`;
  },
  get failed() {
    return t`Could not turn on notifications on this device. Please try again.`;
  },
  get offFailed() {
    return t`Could not turn off notifications on this device. Please try again.`;
  },
};

/** A failure whose message a person can act on (shown as it is). */
export class PushError extends Error {
  override name = 'PushError';
}

export type PushSupport = 'supported' | 'unsupported' | 'blocked';

/** Whether this browser can get pushes here, and whether the person blocked them for the site. */
export function pushSupport(): PushSupport {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  )
    return 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : 'supported';
}

/** How long to wait for the service worker before saying so (it never resolves without one). */
const WORKER_WAIT_MS = 10_000;

async function registration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushError(PUSH_TEXT.noWorker)), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * This device's subscription, if it has one (null where push is unsupported or no service worker is
 * registered yet): answers at once, never waiting for a worker.
 */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const reg = await navigator.serviceWorker.getRegistration();
  return reg ? reg.pushManager.getSubscription() : null;
}

/** The server's VAPID public key (base64url) as the bytes `applicationServerKey` wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((v, i) => v === b[i]);

/**
 * Turns push on for this device: asks the browser's permission (call only from a tap), subscribes
 * with the server's key (a subscription made with an older key is replaced), and sends it.
 */
export async function turnOnPush(scope: Scope): Promise<void> {
  const support = pushSupport();
  if (support === 'unsupported') throw new PushError(PUSH_TEXT.unsupported);
  if (support === 'blocked') throw new PushError(PUSH_TEXT.blocked);
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushError(PUSH_TEXT.blocked);
  if (permission !== 'granted') throw new PushError(PUSH_TEXT.dismissed);
  const [{ data }, reg] = await Promise.all([
    apiRequest(op.getPushPublicKey, { scope, fallbackMessage: PUSH_TEXT.failed }),
    registration(),
  ]);
  const key = keyBytes(data.publicKey);
  let subscription = await reg.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new PushError(PUSH_TEXT.failed);
  await apiRequest(OPS[scope].add, {
    scope,
    body: { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } },
    fallbackMessage: PUSH_TEXT.failed,
  });
}

/** Turns push off for this device: the server deletes the subscription and the browser forgets it. */
export async function turnOffPush(scope: Scope): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  // The server first, so nothing more is sent even if the browser's part fails.
  await apiRequest(OPS[scope].remove, {
    scope,
    body: { endpoint: subscription.endpoint },
    fallbackMessage: PUSH_TEXT.offFailed,
  });
  await subscription.unsubscribe();
}
