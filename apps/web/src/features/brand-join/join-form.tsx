import { BRAND_JOIN_PAGE_MESSAGES } from '@ih/contract/brand-join-page-messages';
import type { BrandJoinField, BrandJoinValues } from '@ih/contract/brand-join-rules';
import { brandJoin } from '@ih/contract/routes/brand-requests';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { controlClass, Input } from '@/components/ui/input';
import { ApiError, apiRequest, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { lazy, usePreloadWhenIdle, withLoadNotice } from '@/lib/lazy-zod-resolver';
import { useCategories } from './use-categories';

/**
 * The contract's rules for the form, loaded when the browser is first idle (or on first use), as the
 * app's other forms load their validation (ADR 015): the page paints without them (design §7).
 */
const rules = lazy(() => import('@ih/contract/brand-join-rules'));

const EMPTY: BrandJoinValues = {
  companyName: '',
  contactName: '',
  email: '',
  mobile: '',
  website: '',
  category: '',
  gstin: '',
};

type Errors = Partial<Record<BrandJoinField, string>>;

/**
 * The request form (design §15). Each field is checked by the contract's own rule as the server will
 * check it (brand-join-rules.ts), on leaving it and on sending; the server's answer to a field goes
 * under that field, and a refusal of the whole request (already asked, too many tries) above the button.
 */
export function JoinForm({ onSent }: { onSent: (sent: { email: string; name: string }) => void }) {
  const [values, setValues] = useState<BrandJoinValues>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // A second submit before React re-renders the disabled button must not send a second request.
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const categories = useCategories();

  const set = (field: BrandJoinField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  usePreloadWhenIdle(rules);

  const check = (field: BrandJoinField) => {
    // Optional fields left blank, and required ones never typed in, wait for "Send request".
    const value = values[field];
    if (!value.trim()) return;
    withLoadNotice(rules)
      .then(({ joinFieldProblem, normaliseJoinField }) => {
        const problem = joinFieldProblem(field, normaliseJoinField[field](value));
        setErrors((e) => ({ ...e, [field]: problem ?? undefined }));
      })
      // The check is a courtesy: "Send request" checks again, and the server always does.
      .catch(() => {});
  };
  const focusFirst = (found: Errors) => {
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const named = Object.keys(found)[0];
    (first ?? formRef.current?.querySelector<HTMLElement>(`[name="${named}"]`))?.focus();
  };

  /** The rules' verdict on every field, or null when they could not be loaded (the server checks anyway). */
  async function problems(): Promise<Errors | null> {
    try {
      return (await withLoadNotice(rules)).joinProblems(values);
    } catch {
      return null;
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setFormError(undefined);
    try {
      // Checked in the browser first, by the same rules the server runs, so a slip is shown at once.
      const found = await problems();
      if (found && Object.keys(found).length) {
        setErrors(found);
        // Focus once React has marked the fields invalid.
        requestAnimationFrame(() => focusFirst(found));
        return;
      }
      setErrors({});
      setBusy(true);
      const res = await apiRequest(brandJoin, {
        body: {
          ...values,
          mobile: values.mobile.trim() || undefined,
          gstin: values.gstin.trim() || undefined,
        },
        fallbackMessage: BRAND_JOIN_PAGE_MESSAGES.sendFailed,
      });
      onSent({ email: res.data.email, name: values.contactName.trim() });
    } catch (error) {
      if (error instanceof ApiError && error.errors && Object.keys(error.errors).length) {
        const found = error.errors as Errors;
        setErrors(found);
        requestAnimationFrame(() => focusFirst(found));
      } else setFormError(errorMessage(error, BRAND_JOIN_PAGE_MESSAGES.sendFailed));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  const text = (field: BrandJoinField) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => set(field)(e.target.value),
    onBlur: () => check(field),
    readOnly: busy,
  });

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field label="Company name" required error={errors.companyName}>
        <Input {...text('companyName')} autoComplete="organization" />
      </Field>
      <Field label="Your name" required error={errors.contactName}>
        <Input {...text('contactName')} autoComplete="name" />
      </Field>
      <Field
        label="Work e-mail"
        required
        error={errors.email}
        hint="We send the decision here, and you sign in with it."
      >
        <Input
          {...text('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
      </Field>
      <Field label="Mobile number (optional)" error={errors.mobile}>
        <Input
          {...text('mobile')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
        />
      </Field>
      <Field
        label="Website"
        required
        error={errors.website}
        hint="e.g. yourbrand.in — we add https:// if you leave it out."
      >
        <Input
          {...text('website')}
          type="url"
          inputMode="url"
          autoComplete="url"
          autoCapitalize="none"
          spellCheck={false}
        />
      </Field>
      <Field
        label="Category"
        required
        error={errors.category ?? (categories.status === 'error' ? categories.message : undefined)}
      >
        {/* The browser's own select: the system picker on a phone, and no JavaScript of ours. */}
        <select
          name="category"
          // A select is never editable text, so it matches :read-only: keep it white like the inputs.
          className={cn(controlClass, 'h-10 read-only:bg-white', !values.category && 'text-gray-500')}
          value={values.category}
          onChange={(e) => set('category')(e.target.value)}
          disabled={categories.status !== 'ready' || busy}
        >
          <option value="" disabled>
            {categories.status === 'loading' ? 'Loading categories...' : 'Choose a category'}
          </option>
          {categories.status === 'ready'
            ? categories.categories.map((c) => (
                <option key={c.value} value={c.value} className="text-gray-900">
                  {c.label}
                </option>
              ))
            : null}
        </select>
      </Field>
      {categories.status === 'error' ? (
        <Button variant="outline" size="sm" className="self-start" onClick={categories.retry}>
          Try Again
        </Button>
      ) : null}
      <Field
        label="GSTIN (optional)"
        error={errors.gstin}
        hint="15 characters, e.g. 29ABCDE1234F1Z5. We check it as the GST network does."
      >
        <Input {...text('gstin')} autoCapitalize="characters" spellCheck={false} maxLength={20} />
      </Field>

      {formError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" busy={busy} busyLabel="Sending..." className="mt-2 w-full">
        Send request
      </Button>
    </form>
  );
}
