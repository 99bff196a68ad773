import { PINCODE_PATTERN } from '@ih/contract/patterns';
import { PINCODE_MESSAGES } from '@ih/contract/pincode-messages';
import { lookupPincode } from '@ih/contract/routes/pincode';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { apiRequest } from './api-client';

export interface PincodePlace {
  /** The district, which the forms call the city. */
  city: string;
  state: string;
  country: string;
}

/** City (district), state and country of a pin code, or null when India Post knows none. */
export async function lookupPlace(pin: string, signal: AbortSignal): Promise<PincodePlace | null> {
  const answer = await apiRequest(lookupPincode, {
    params: { pin },
    signal,
    fallbackMessage: PINCODE_MESSAGES.fetchDefault,
  });
  const first = Array.isArray(answer) ? answer[0] : undefined;
  const office = first?.Status === 'Success' ? first.PostOffice?.[0] : undefined;
  return office ? { city: office.District, state: office.State, country: office.Country } : null;
}

export interface PincodeLookupOptions {
  /**
   * Whether entries are looked up (the profile: only while its section is edited). While inactive the
   * pin on screen is the stored one, not a new entry, so it is not looked up when editing starts.
   */
  active?: boolean;
  /** The 'Invalid Pincode' toast's text, which the two documents word differently. */
  notFound: string;
  /** Fills the form from the place, and says so. */
  onPlace: (place: PincodePlace, pin: string) => void;
  /**
   * India Post knows no such pin: empties what an earlier pin filled in, so a wrong pin never stands
   * beside the previous pin's state and city.
   */
  onNoPlace: () => void;
}

/**
 * Pin code auto-fill of the registration and profile forms (doc 000 §2, §8; doc 001 §5): when the pin
 * becomes six digits it is looked up once. A newer pin cancels the older lookup, so a fast typist never
 * sees a stale answer land last; a failed or interrupted lookup (a newer pin, StrictMode's second run)
 * runs again when the pin is entered again. Answers whether a lookup is in flight.
 */
export function usePincodeLookup(pincode: string, options: PincodeLookupOptions): boolean {
  const { active = true } = options;
  const [loading, setLoading] = useState(false);
  // The last pin looked up (or, while inactive, the stored pin): re-renders do not look it up again.
  const last = useRef<string | null>(active ? null : pincode);
  // The latest callbacks, without making each render's new function a reason to look up again.
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (!active) {
      last.current = pincode;
      return;
    }
    const pin = pincode.trim();
    if (!PINCODE_PATTERN.test(pin)) {
      last.current = null; // typing the pin again, even the same one, looks it up
      return;
    }
    if (pin === last.current) return;
    const previous = last.current;
    last.current = pin;

    const controller = new AbortController();
    let settled = false;
    setLoading(true);
    lookupPlace(pin, controller.signal)
      .then((place) => {
        if (place) {
          latest.current.onPlace(place, pin);
          return;
        }
        latest.current.onNoPlace();
        toast({
          title: PINCODE_MESSAGES.invalidTitle,
          description: latest.current.notFound,
          variant: 'destructive',
        });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        last.current = null; // the same pin, entered again, retries
        toast({
          title: PINCODE_MESSAGES.errorTitle,
          description: PINCODE_MESSAGES.failed,
          variant: 'destructive',
        });
      })
      .finally(() => {
        settled = true;
        if (!controller.signal.aborted) setLoading(false);
      });

    return () => {
      if (!settled) last.current = previous;
      controller.abort();
      setLoading(false);
    };
  }, [pincode, active]);

  return loading;
}
