/*
 * Web Push's texts (design §19, ADR 039), zod-free so the web can show them with any page: the calls'
 * messages and what a person is told when a subscription cannot be taken.
 */

export const PUSH_MESSAGES = {
  publicKey: 'Push public key fetched successfully',
  notConfigured: 'Push notifications are not set up on this server.',
  subscribed: 'Notifications are on for this device.',
  unsubscribed: 'Notifications are off for this device.',
  notSubscribed: 'This device was not getting your notifications.',
  endpoint:
    'endpoint must be the https:// address your browser gave for this push subscription. Turn notifications on again on this device.',
  endpointHttpInProduction:
    'endpoint must use https://. Turn notifications on again on this device, in a browser that supports them.',
  keys: 'keys must hold p256dh and auth, as your browser gave them for this push subscription.',
  p256dh:
    "keys.p256dh must be the browser's public key for this subscription: 87 base64url characters starting with B.",
  auth: "keys.auth must be the browser's secret for this subscription: 22 base64url characters.",
} as const;

/** Longest push endpoint we keep (real ones are 150–500 characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

/** The payload every push carries (the service worker shows it and opens `url` on a tap). */
export interface PushPayload {
  title: string;
  body: string;
  /** A same-origin path, e.g. `/work/rework/<id>`. */
  url: string;
  /** The notification's id: a later push with the same tag replaces the shown one. */
  tag: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Whether `value` is unpadded base64url of exactly `bytes` bytes. */
export const isBase64UrlOf = (value: string, bytes: number) =>
  BASE64URL.test(value) && value.length === Math.ceil((bytes * 4) / 3);

/**
 * Whether an endpoint is one we send to: https anywhere; http only to this machine (127.0.0.1,
 * localhost, [::1]), which the API accepts only outside production (a local push service in tests).
 */
export function pushEndpointKind(endpoint: string): 'https' | 'local-http' | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === 'https:') return 'https';
  if (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    return 'local-http';
  return null;
}
