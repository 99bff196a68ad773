import type { QueryClient } from '@tanstack/react-query';
import { getToken, subscribe } from '@/lib/session';

/**
 * One person's answers are never shown to another (issue 26: a creator who signed in after another
 * one in the same browser saw that creator's saved bookmark). Whenever a stored session changes — a
 * sign-in as someone else, a sign-out, another tab doing either — every cached answer goes and the
 * pages on screen ask again. A profile update changes the stored user, not the token, and keeps them.
 */
export function clearCacheOnSessionChange(client: QueryClient): () => void {
  const tokens = () => `${getToken('creator') ?? ''}\n${getToken('staff') ?? ''}`;
  let last = tokens();
  return subscribe(() => {
    const now = tokens();
    if (now === last) return;
    last = now;
    client.clear();
  });
}
