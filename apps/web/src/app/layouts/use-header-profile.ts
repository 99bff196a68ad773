import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adoptAccountLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { headerProfileQuery } from './header-profile-query';

export interface HeaderProfile {
  name: string | null;
  email: string | null;
  image: string | null;
  loading: boolean;
}

/**
 * Who the header greets: GET /v1/influencer/profile (doc 000 §7). Profile failures are only logged
 * (doc 000 §7), so the header then falls back to the user stored at sign-in and never shows an error.
 */
export function useHeaderProfile(): HeaderProfile {
  const stored = useSession('creator')?.user;
  const query = useQuery(headerProfileQuery());
  if (query.isError && import.meta.env.DEV) console.warn('Profile for the header failed:', query.error);
  const data = query.data?.data;
  // Changed on another device: the account's language wins (design §19).
  useEffect(() => adoptAccountLanguage(data?.language), [data?.language]);
  return {
    name: data?.name || stored?.name || null,
    email: data?.email || stored?.email || null,
    image: data?.profile_image || stored?.profile_image || null,
    loading: query.isPending && !stored?.name,
  };
}
