import type { AccountType, SocialPlatform } from '@ih/contract/enums';
import { COUNTRY_VALUE } from '@ih/contract/enums';
import { withWebScheme } from '@ih/contract/patterns';
// A separate type-only import: a `type` specifier beside a value one would leave the build a static
// import of the real module, which would pull the lazily loaded schemas back into the page.
import type { RegistrationBody } from '@ih/contract/registration';
import { REGISTRATION_MESSAGES } from '@ih/contract/registration-messages';
import { msg } from '@lingui/core/macro';
import type { z } from 'zod';
import { lazy } from '@/lib/lazy-zod-resolver';

export interface SocialRow {
  platform_name: SocialPlatform | '';
  profile_url: string;
  followers: string;
}

/** The wizard's values: the registration payload (doc 000 §3) as the inputs hold it. */
export interface RegisterValues {
  account_type: AccountType[];
  name: string;
  mobile_number: string;
  email: string;
  address: string;
  pincode: string;
  country: string;
  state: string;
  city: string;
  social_platform: SocialRow[];
  niche: string[];
  description: string;
}

export const emptySocialRow = (): SocialRow => ({ platform_name: '', profile_url: '', followers: '' });

export const defaultValues = (): RegisterValues => ({
  account_type: [],
  name: '',
  mobile_number: '',
  email: '',
  address: '',
  pincode: '',
  // India is the only country (doc 000 §9), so it starts chosen.
  country: COUNTRY_VALUE,
  state: '',
  city: '',
  social_platform: [emptySocialRow()],
  niche: [],
  description: '',
});

export const STEPS = [
  { title: msg`Basic Info`, detail: msg`Basic details` },
  { title: msg`Social Media Accounts`, detail: msg`Where you post` },
  { title: msg`Categories & Bio`, detail: msg`Niche and description` },
  { title: msg`Preview`, detail: msg`Review and submit` },
] as const;

/** Field paths (as react-hook-form names them) mapped to the spec's message for that field. */
export type StepErrors = Record<string, string>;

export interface StepResult {
  ok: boolean;
  errors: StepErrors;
  /** The 'Validation Error' toast's description when the step fails (doc 000 §5). */
  toast?: string;
}

const isBlank = (v: string) => v.trim() === '';
const rowIsEmpty = (r: SocialRow) =>
  isBlank(r.platform_name) && isBlank(r.profile_url) && isBlank(r.followers);
export const rowIsComplete = (r: SocialRow) =>
  !isBlank(r.platform_name) && !isBlank(r.profile_url) && !isBlank(r.followers);

function collect(error: z.ZodError, into: StepErrors, mapPath: (path: PropertyKey[]) => string) {
  for (const issue of error.issues) {
    const key = mapPath(issue.path);
    // The first message per field is the one to act on first.
    if (!(key in into)) into[key] = issue.message;
  }
}

const joinPath = (path: PropertyKey[]) => path.map(String).join('.');

/**
 * The step schemas, with zod, load on the first check rather than with the page (design §7); the
 * wizard preloads them when idle (`usePreloadWhenIdle(registerValidation)`).
 */
export const registerValidation = lazy(() => import('@ih/contract/registration'));

/**
 * Validates one step with the shared schemas, so the wizard and the API agree on every rule.
 * Step 2: a row left wholly empty beside others is ignored (it is dropped on submit); every row the
 * creator started must be complete; with no complete row the step fails with its own toast.
 * Rejects when the schemas cannot be loaded.
 */
export async function validateStep(step: number, values: RegisterValues): Promise<StepResult> {
  if (step > 2) return { ok: true, errors: {} };
  const { aboutStepSchema, basicInfoSchema, socialStepSchema } = await registerValidation();
  const errors: StepErrors = {};
  if (step === 0) {
    const r = basicInfoSchema.safeParse(values);
    if (!r.success) collect(r.error, errors, joinPath);
  } else if (step === 1) {
    const rows = values.social_platform;
    const started = rows.map((row, index) => ({ row, index })).filter(({ row }) => !rowIsEmpty(row));
    const checked = started.length > 0 ? started : rows.map((row, index) => ({ row, index }));
    const r = socialStepSchema.safeParse({ social_platform: checked.map((c) => c.row) });
    if (!r.success)
      collect(r.error, errors, (path) => {
        // Paths arrive as social_platform.<i in checked>.<field>; point them at the visible row.
        const [, i, ...rest] = path;
        if (typeof i !== 'number') return 'social_platform';
        return joinPath(['social_platform', checked[i]?.index ?? i, ...rest]);
      });
    if (!rows.some(rowIsComplete))
      return { ok: false, errors, toast: REGISTRATION_MESSAGES.socialIncomplete };
  } else if (step === 2) {
    const r = aboutStepSchema.safeParse(values);
    if (!r.success) collect(r.error, errors, joinPath);
  }
  const ok = Object.keys(errors).length === 0;
  return ok ? { ok, errors } : { ok, errors, toast: REGISTRATION_MESSAGES.stepInvalid };
}

/**
 * Step 1's result with the contacts already known to be taken (issue 26 C): a field's format message
 * comes first; a taken e-mail or mobile number fails the step with registration's own words.
 */
export function withTakenContacts(result: StepResult, taken: StepErrors): StepResult {
  const extra = Object.entries(taken).filter(([field]) => !(field in result.errors));
  if (extra.length === 0) return result;
  const errors = { ...result.errors, ...Object.fromEntries(extra) };
  return { ok: false, errors, toast: result.ok ? extra[0]?.[1] : result.toast };
}

/** The payload: social rows missing platform, link or followers are dropped (doc 000 §4). */
export function toPayload(values: RegisterValues): RegistrationBody {
  const social_platform = values.social_platform.filter(rowIsComplete).map((r) => ({
    platform_name: r.platform_name as SocialPlatform,
    // As the preview shows it: 'instagram.com/name' goes as 'https://instagram.com/name'.
    profile_url: withWebScheme(r.profile_url),
    followers: r.followers.trim(),
  }));
  return {
    account_type: values.account_type,
    name: values.name.trim(),
    mobile_number: values.mobile_number.trim(),
    email: values.email.trim(),
    address: values.address.trim(),
    pincode: values.pincode.trim() || undefined,
    country: values.country,
    state: values.state.trim(),
    city: values.city.trim(),
    social_platform,
    niche: values.niche,
    description: values.description.trim(),
  };
}
