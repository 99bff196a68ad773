import { COUNTRY_VALUE } from '@ih/contract/enums';
import { PINCODE_MESSAGES } from '@ih/contract/pincode-messages';
import { REGISTRATION_MESSAGES } from '@ih/contract/registration-messages';
import { registerInfluencer } from '@ih/contract/routes/registration';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { FormProvider, type Path, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { LanguageSwitch } from '@/components/language-switch';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { usePreloadWhenIdle, withLoadNotice } from '@/lib/lazy-zod-resolver';
import { NavLink, useNav } from '@/lib/nav';
import { usePincodeLookup } from '@/lib/use-pincode-lookup';
import { AuthFooterLink } from './auth-layout';
import { type ContactField, createContactChecker, TAKEN_MESSAGE } from './register/contact-check';
import {
  defaultValues,
  type RegisterValues,
  registerValidation,
  STEPS,
  type StepErrors,
  type StepResult,
  toPayload,
  validateStep,
  withTakenContacts,
} from './register/register-form';
import { StepAbout } from './register/step-about';
import { StepBasicInfo } from './register/step-basic-info';
import { StepPreview } from './register/step-preview';
import { StepSocial } from './register/step-social';
import { WizardSteps } from './register/wizard-steps';

const LAST = STEPS.length - 1;

/** Replaces the shown messages with one step's result. */
function showErrors(form: UseFormReturn<RegisterValues>, errors: StepErrors) {
  form.clearErrors();
  for (const [path, message] of Object.entries(errors))
    form.setError(path as Path<RegisterValues>, { type: 'step', message });
}

/** /register (doc 000 §2, §4, §5): the four-step wizard. */
export default function RegisterPage() {
  const { t } = useLingui();
  const navigate = useNav().navigate;
  const form = useForm<RegisterValues>({ defaultValues: defaultValues() });
  const [step, setStep] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  // Steps the creator tried to leave: from then on their messages follow each keystroke.
  const [attempted, setAttempted] = useState<ReadonlySet<number>>(new Set());
  const submitInFlight = useRef(false);
  // Step 1's e-mail and mobile number, checked as they are typed (issue 26 C).
  const [contacts] = useState(createContactChecker);
  // The step being checked by Next: a second Next (Enter held down) waits for the first.
  const checking = useRef(false);
  // The step on screen, for async checks that must not act on a step the creator has left.
  const shownStep = useRef(step);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const pincode = useWatch({ control: form.control, name: 'pincode' }) ?? '';
  // Pin code auto-fill (doc 000 §2, §5, §8): state, city (the district) and country.
  const pincodeLoading = usePincodeLookup(pincode, {
    notFound: PINCODE_MESSAGES.invalidRegistration,
    onPlace: (place) => {
      const opts = { shouldValidate: form.formState.isSubmitted, shouldDirty: true };
      form.setValue('state', place.state, opts);
      form.setValue('city', place.city, opts);
      form.setValue('country', COUNTRY_VALUE, opts);
      form.clearErrors(['state', 'city', 'country']);
      toast({ title: PINCODE_MESSAGES.foundTitle, description: PINCODE_MESSAGES.found, variant: 'success' });
    },
    onNoPlace: () => {
      const opts = { shouldValidate: form.formState.isSubmitted, shouldDirty: true };
      form.setValue('state', '', opts);
      form.setValue('city', '', opts);
    },
  });
  usePreloadWhenIdle(registerValidation);

  useEffect(() => {
    document.title = i18n._(msg`Register · Influence Hub`);
  }, []);

  useEffect(() => {
    shownStep.current = step;
  }, [step]);

  useEffect(() => {
    if (!attempted.has(step)) return;
    // Checks are async: only the answer to the latest keystroke is shown, and none after the step closes.
    let latest = 0;
    let open = true;
    const sub = form.watch(() => {
      const run = ++latest;
      const values = form.getValues();
      validateStep(step, values).then(
        (result) => {
          const shown = step === 0 ? withTakenContacts(result, contacts.known(values)) : result;
          if (open && run === latest) showErrors(form, shown.errors);
        },
        // Next reports a load failure; while typing, the last shown messages stay.
        () => {},
      );
    });
    return () => {
      open = false;
      sub.unsubscribe();
    };
  }, [step, attempted, form, contacts]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose each time the step changes
  useEffect(() => {
    // Move focus to the new step's title so keyboard and screen reader users start at its top.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
    // scrollIntoView is optional-called: some environments (jsdom) lack it.
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [step]);

  async function next() {
    if (checking.current) return;
    checking.current = true;
    let result: StepResult;
    try {
      const values = form.getValues();
      result = await withLoadNotice(() => validateStep(step, values));
      // A taken e-mail or mobile number stops step 1 here, not at Submit (issue 26 C).
      if (step === 0) result = withTakenContacts(result, await contacts.check(values));
    } catch {
      return;
    } finally {
      checking.current = false;
    }
    if (shownStep.current !== step) return;
    showErrors(form, result.errors);
    if (!result.ok) {
      setAttempted((s) => new Set(s).add(step));
      toast({
        title: REGISTRATION_MESSAGES.validationTitle,
        description: result.toast,
        variant: 'destructive',
      });
      const first = Object.keys(result.errors)[0];
      if (first) {
        try {
          form.setFocus(first as Path<RegisterValues>);
        } catch {
          // Radix selects and checkbox groups take no programmatic focus; the message is still shown.
        }
      }
      return;
    }
    setStep((s) => Math.min(s + 1, LAST));
  }

  /** Leaving the e-mail or mobile field: say at once if an account uses it already (issue 26 C). */
  async function onContactBlur(field: ContactField) {
    const values = form.getValues();
    const taken = await contacts.check(values, [field]);
    // Only for the step and the value still on screen.
    if (shownStep.current !== 0 || form.getValues(field) !== values[field]) return;
    if (taken[field]) form.setError(field, { type: 'taken', message: taken[field] });
    else if (form.getFieldState(field).error?.message === TAKEN_MESSAGE[field]) form.clearErrors(field);
  }

  async function submit() {
    if (submitInFlight.current) return;
    submitInFlight.current = true;
    setSubmitting(true);
    try {
      const res = await apiRequest(registerInfluencer, { body: toPayload(form.getValues()) });
      form.reset(defaultValues());
      toast({ title: t`Success`, description: res.message, variant: 'success' });
      navigate('/thank-you', { replace: true });
    } catch (err) {
      toast({
        title: t`Error`,
        description: errorMessage(err, REGISTRATION_MESSAGES.stepInvalid),
        variant: 'destructive',
      });
    } finally {
      submitInFlight.current = false;
      setSubmitting(false);
    }
  }

  function forward() {
    if (step === LAST) void submit();
    else void next();
  }

  function onForwardClick(e: MouseEvent) {
    // The second click of a double click on Next would land on Submit, which takes its place.
    if (e.detail > 1) return;
    forward();
  }

  function onFormSubmit(e: FormEvent) {
    e.preventDefault();
    forward();
  }

  const current = STEPS[step] ?? STEPS[0];
  const stepNumber = step + 1;
  const stepCount = STEPS.length;

  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 to-canvas px-4 py-8 sm:py-12">
      <main className="mx-auto w-full max-w-3xl">
        <header className="mb-8 text-center">
          <NavLink
            to="/landing"
            className="inline-block rounded text-sm font-semibold text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Influence Hub
          </NavLink>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">
            <Trans>Ready to Shine? Register &amp; Become a Brand Ambassador</Trans>
          </h1>
          <p className="mt-3 text-base text-gray-600">
            <Trans>From sign-up to spotlight — your journey begins now</Trans>
          </p>
          <LanguageSwitch className="mt-4 justify-center" tone="plain" />
        </header>

        <div className="rounded-card border border-border bg-white p-5 shadow-sm sm:p-8">
          <WizardSteps current={step} />
          <FormProvider {...form}>
            <form noValidate onSubmit={onFormSubmit} className="mt-8" aria-labelledby="register-step-title">
              <h2
                id="register-step-title"
                ref={headingRef}
                tabIndex={-1}
                className="mb-5 scroll-mt-4 text-xl font-semibold text-gray-900 outline-none"
              >
                <span className="sr-only">
                  <Trans>
                    Step {stepNumber} of {stepCount}:
                  </Trans>{' '}
                </span>
                {t(current.title)}
              </h2>
              {step === 0 && <StepBasicInfo pincodeLoading={pincodeLoading} onContactBlur={onContactBlur} />}
              {step === 1 && <StepSocial />}
              {step === 2 && <StepAbout />}
              {step === 3 && <StepPreview />}

              <div className="mt-8 flex items-center justify-between gap-3 border-t border-border pt-5">
                <Button
                  variant="outline"
                  size="lg"
                  disabled={step === 0 || submitting}
                  onClick={() => setStep((s) => Math.max(s - 1, 0))}
                >
                  <ArrowLeft aria-hidden />
                  <Trans>Back</Trans>
                </Button>
                <Button size="lg" onClick={onForwardClick} busy={submitting} busyLabel={t`Submitting...`}>
                  {step === LAST ? (
                    <Trans>Submit</Trans>
                  ) : (
                    <>
                      <Trans>Next</Trans>
                      <ArrowRight aria-hidden />
                    </>
                  )}
                </Button>
              </div>
            </form>
          </FormProvider>
        </div>

        <p className="mt-6 text-center text-sm text-gray-600">
          <Trans>
            Already registered? <AuthFooterLink to="/signin">Sign in</AuthFooterLink>
          </Trans>
        </p>
      </main>
    </div>
  );
}
