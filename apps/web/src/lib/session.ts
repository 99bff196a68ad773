import type { SessionUser, StaffSessionUser } from '@ih/contract/auth';
import { useSyncExternalStore } from 'react';

/**
 * The two sessions the app can hold. The creator's keys are the spec's (`accessToken`, `user`,
 * doc 000 §3); the staff console keeps its own so a staff member testing as a creator in the same
 * browser does not sign one out by signing the other in.
 */
export type Scope = 'creator' | 'staff';

const KEYS = {
  creator: { token: 'accessToken', user: 'user' },
  staff: { token: 'adminAccessToken', user: 'adminUser' },
} as const satisfies Record<Scope, { token: string; user: string }>;

type UserOf<S extends Scope> = S extends 'staff' ? StaffSessionUser : SessionUser;

export interface Session<S extends Scope = Scope> {
  token: string;
  /** Null when the stored JSON is missing or unreadable; the token alone still means signed in. */
  user: Partial<UserOf<S>> | null;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage blocked (private mode settings): behave as signed out
  }
}

export function getToken(scope: Scope): string | null {
  return read(KEYS[scope].token) || null;
}

function parseUser<S extends Scope>(raw: string | null): Partial<UserOf<S>> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as Partial<UserOf<S>>) : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
function emit() {
  for (const l of listeners) l();
}

export function storeSession<S extends Scope>(scope: S, token: string, user: UserOf<S>): void {
  localStorage.setItem(KEYS[scope].token, token);
  localStorage.setItem(KEYS[scope].user, JSON.stringify(user));
  emit();
}

/** Replaces the stored user (e.g. after a profile update) without touching the token. */
export function updateStoredUser<S extends Scope>(scope: S, user: Partial<UserOf<S>>): void {
  localStorage.setItem(KEYS[scope].user, JSON.stringify(user));
  emit();
}

export function clearSession(scope: Scope): void {
  try {
    localStorage.removeItem(KEYS[scope].token);
    localStorage.removeItem(KEYS[scope].user);
  } catch {
    // nothing stored, nothing to clear
  }
  emit();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes localStorage; follow it here too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || Object.values(KEYS).some((k) => k.token === e.key || k.user === e.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// useSyncExternalStore needs the same object back while nothing changed.
const cache: Record<Scope, { token: string | null; rawUser: string | null; session: Session | null }> = {
  creator: { token: null, rawUser: null, session: null },
  staff: { token: null, rawUser: null, session: null },
};

export function getSession<S extends Scope>(scope: S): Session<S> | null {
  const token = getToken(scope);
  const rawUser = read(KEYS[scope].user);
  const c = cache[scope];
  if (c.token !== token || c.rawUser !== rawUser) {
    c.token = token;
    c.rawUser = rawUser;
    c.session = token ? { token, user: parseUser<S>(rawUser) } : null;
  }
  return c.session as Session<S> | null;
}

/** The current session of a scope; re-renders when it changes (sign-in, logout, 401, other tab). */
export function useSession<S extends Scope>(scope: S): Session<S> | null {
  return useSyncExternalStore(
    subscribe,
    () => getSession(scope),
    () => null,
  );
}
