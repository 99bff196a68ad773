import { COUNTRY_VALUE } from '@ih/contract/enums';
import { PINCODE_PATTERN } from '@ih/contract/patterns';
import { lookupPincode } from '@ih/contract/pincode';
import { PINCODE_MESSAGES } from '@ih/contract/pincode-messages';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import type { RegisterValues } from './register-form';

/**
 * Pin code auto-fill (doc 000 §2, §5, §8): when exactly six digits are entered, look the pin up and
 * fill state, city (the district) and country. A newer pin cancels the older lookup, so a fast
 * typist never sees a stale answer land last.
 */
export function usePincodeAutofill(form: UseFormReturn<RegisterValues>, pincode: string): boolean {
  const [loading, setLoading] = useState(false);
  const lastLooked = useRef<string | null>(null);

  useEffect(() => {
    const pin = pincode.trim();
    if (!PINCODE_PATTERN.test(pin)) {
      lastLooked.current = null;
      return;
    }
    // Re-rendering with the same pin (e.g. returning to step 1) must not look it up again.
    if (lastLooked.current === pin) return;
    lastLooked.current = pin;

    const controller = new AbortController();
    let settled = false;
    setLoading(true);
    apiRequest(lookupPincode, {
      params: { pin },
      signal: controller.signal,
      fallbackMessage: PINCODE_MESSAGES.fetchDefault,
    })
      .then((answer) => {
        const first = Array.isArray(answer) ? answer[0] : undefined;
        const office = first?.Status === 'Success' ? first.PostOffice?.[0] : undefined;
        if (!office) {
          toast({
            title: PINCODE_MESSAGES.invalidTitle,
            description: PINCODE_MESSAGES.invalidRegistration,
            variant: 'destructive',
          });
          return;
        }
        const opts = { shouldValidate: form.formState.isSubmitted, shouldDirty: true };
        form.setValue('state', office.State, opts);
        form.setValue('city', office.District, opts);
        form.setValue('country', COUNTRY_VALUE, opts);
        form.clearErrors(['state', 'city', 'country']);
        toast({
          title: PINCODE_MESSAGES.foundTitle,
          description: PINCODE_MESSAGES.found,
          variant: 'success',
        });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        // A failed lookup may be retried by typing the same pin again.
        lastLooked.current = null;
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
      // An interrupted lookup (StrictMode's double effect, leaving the step) must run again next time.
      if (!settled) lastLooked.current = null;
      controller.abort();
      setLoading(false);
    };
  }, [pincode, form]);

  return loading;
}
