import type { Scope } from '@/lib/session';

/**
 * The identifier travels from sign-in to verify in router state (doc 000 §2), and is mirrored in
 * sessionStorage so reloading the verify page keeps it. Creators and staff use separate keys.
 */
const KEY: Record<Scope, string> = { creator: 'ih.otpContact', staff: 'ih.adminOtpContact' };

export function rememberContact(scope: Scope, contact: string): void {
  try {
    sessionStorage.setItem(KEY[scope], contact);
  } catch {
    // storage blocked: router state still carries it for this visit
  }
}

export function recallContact(scope: Scope, state: unknown): string | null {
  const fromState =
    state && typeof state === 'object' && typeof (state as { contact?: unknown }).contact === 'string'
      ? (state as { contact: string }).contact
      : null;
  if (fromState?.trim()) return fromState;
  try {
    return sessionStorage.getItem(KEY[scope]) || null;
  } catch {
    return null;
  }
}

export function forgetContact(scope: Scope): void {
  try {
    sessionStorage.removeItem(KEY[scope]);
  } catch {
    // nothing to forget
  }
}
