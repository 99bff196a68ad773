import type { SignInChannel } from '@ih/contract/auth';
import { useEffect, useState } from 'react';
import { creatorAuth } from './api';

/**
 * The channels the server can send a sign-in code by, or null until it has answered (or if it could
 * not be asked: the page then keeps the documents' wording and the send call's answer says the rest).
 * A plain effect, not a query: the sign-in page lives in the public document, without TanStack Query.
 */
export function useSignInChannels(): SignInChannel[] | null {
  const [channels, setChannels] = useState<SignInChannel[] | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    creatorAuth.channels(abort.signal).then(setChannels, () => {
      // Unknown: keep the documents' label; sending by mobile still gets the server's plain answer.
    });
    return () => abort.abort();
  }, []);
  return channels;
}
