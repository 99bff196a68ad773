import { useSession } from '@/lib/session';

export interface HeaderProfile {
  name: string | null;
  email: string | null;
  image: string | null;
  loading: boolean;
}

/**
 * Who the header greets. The header reads GET /v1/influencer/profile (doc 000 §7); until that
 * operation is in the contract it uses the user stored at sign-in, which carries the same fields.
 * Profile failures are only logged (doc 000 §7), so this never shows an error.
 */
export function useHeaderProfile(): HeaderProfile {
  const session = useSession('creator');
  const user = session?.user;
  return {
    name: user?.name || null,
    email: user?.email || null,
    image: user?.profile_image || null,
    loading: false,
  };
}
