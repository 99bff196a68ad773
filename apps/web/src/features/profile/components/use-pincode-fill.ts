import { PINCODE_PATTERN } from '@ih/contract/patterns';
import { PINCODE_MESSAGES } from '@ih/contract/pincode-messages';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { lookupPin } from '../api';
import type { ProfileFormInput } from '../lib/profile-form';

/**
 * Doc 001 §5: at exactly six digits the pin is looked up and fills city, state and country. Only
 * while the creator edits the section, so the stored pin does not trigger a lookup on load; a newer
 * pin cancels the older lookup.
 */
export function usePincodeFill(form: UseFormReturn<ProfileFormInput>, pincode: string, active: boolean) {
  const [loading, setLoading] = useState(false);
  // The last pin looked up, or the one the section opened with (that one is not a new entry).
  const last = useRef(pincode);
  useEffect(() => {
    if (!active) {
      last.current = pincode;
      return;
    }
    const pin = pincode.trim();
    if (!PINCODE_PATTERN.test(pin) || pin === last.current) return;
    const previous = last.current;
    last.current = pin;
    const controller = new AbortController();
    let settled = false;
    setLoading(true);
    lookupPin(pin, controller.signal)
      .then((place) => {
        if (!place) {
          toast({
            title: PINCODE_MESSAGES.invalidTitle,
            description: PINCODE_MESSAGES.invalidProfile,
            variant: 'destructive',
          });
          return;
        }
        const opts = { shouldDirty: true, shouldValidate: true };
        form.setValue('city', place.city, opts);
        form.setValue('state', place.state, opts);
        form.setValue('country', place.country, opts);
        toast({
          title: PINCODE_MESSAGES.updatedTitle,
          description: PINCODE_MESSAGES.updated(pin),
          variant: 'success',
        });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        last.current = previous; // typing the same pin again retries
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
      // An interrupted lookup (a newer pin, StrictMode's second run) must be able to run again.
      if (!settled) last.current = previous;
      controller.abort();
      setLoading(false);
    };
  }, [pincode, active, form]);
  return loading;
}
