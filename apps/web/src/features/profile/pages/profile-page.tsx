import { PINCODE_MESSAGES } from '@ih/contract/pincode-messages';
import { PROFILE_MESSAGES } from '@ih/contract/profile-messages';
import type { ProfileData } from '@ih/contract/routes/profile';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Save } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { type FieldErrors, type FieldPath, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { usePreloadWhenIdle } from '@/lib/lazy-zod-resolver';
import { usePageMeta } from '@/lib/page-meta';
import { usePincodeLookup } from '@/lib/use-pincode-lookup';
import { PROFILE_TEXT, updateErrorMessage, useProfile, useUpdateProfile } from '../api';
import { BasicInfoFields } from '../components/basic-info-section';
import { DescriptionFields } from '../components/description-section';
import { PictureControl } from '../components/picture-control';
import { PlatformFields } from '../components/platforms-section';
import { SectionCard } from '../components/section-card';
import { useSections, validationToast } from '../components/use-sections';
import {
  type ProfileFormInput,
  type ProfileFormOutput,
  profileValidation,
  SECTIONS,
  toFormValues,
  toPayload,
} from '../lib/profile-form';

// Below the form and saved on its own: loaded after the page, so the form's chunk stays small.
// The last two sections load after the page's first render (design §7: the page stays within 170 KB).
const BankFields = lazy(() => import('../components/bank-section').then((m) => ({ default: m.BankFields })));
const TaxFields = lazy(() => import('../components/tax-section').then((m) => ({ default: m.TaxFields })));
const DiscoveryCard = lazy(() =>
  import('../components/discovery-card').then((m) => ({ default: m.DiscoveryCard })),
);
const AppLanguageCard = lazy(() =>
  import('../components/app-language-card').then((m) => ({ default: m.AppLanguageCard })),
);
const NotificationPreferencesCard = lazy(() =>
  import('@/components/notifications/preferences-card').then((m) => ({
    default: m.NotificationPreferencesCard,
  })),
);

/** /profile (doc 001 §2). */
export default function ProfilePage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Profile` });
  const profile = useProfile();
  const toasted = useRef(false);
  useEffect(() => {
    if (profile.isError && !toasted.current) {
      toasted.current = true;
      toast({ title: t`Error`, description: t(PROFILE_TEXT.fetchFailed), variant: 'destructive' });
    }
  }, [profile.isError, t]);

  if (profile.isPending)
    return (
      <Card className="flex items-center justify-center gap-3 p-12 text-gray-700" role="status">
        <Spinner />
        {t(PROFILE_TEXT.loading)}
      </Card>
    );
  if (profile.isError)
    return (
      <Card>
        <ErrorState
          title={t(PROFILE_TEXT.loadError)}
          message={t(PROFILE_TEXT.fetchFailed)}
          retryLabel={t`Retry`}
          onRetry={() => window.location.reload()}
        />
      </Card>
    );
  return <ProfileForm profile={profile.data} />;
}

function ProfileForm({ profile }: { profile: ProfileData }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: profileValidation,
    defaultValues: toFormValues(profile),
    // A field is checked when left and then as it changes, so a corrected value clears its message
    // without waiting for Confirm.
    mode: 'onTouched',
  });
  usePreloadWhenIdle(profileValidation);
  const sections = useSections(form);
  const [image, setImage] = useState<string | null>(null);
  const update = useUpdateProfile();
  const pincode = useWatch({ control: form.control, name: 'pincode' }) ?? '';
  const name = useWatch({ control: form.control, name: 'name' }) ?? '';
  // Doc 001 §5: only while the creator edits the section, so the stored pin is not looked up on load.
  const lookingUp = usePincodeLookup(pincode, {
    active: sections.editing.basic,
    notFound: PINCODE_MESSAGES.invalidProfile,
    onPlace: (place, pin) => {
      const opts = { shouldDirty: true, shouldValidate: true };
      form.setValue('city', place.city, opts);
      form.setValue('state', place.state, opts);
      form.setValue('country', place.country, opts);
      toast({
        title: PINCODE_MESSAGES.updatedTitle,
        description: PINCODE_MESSAGES.updated(pin),
        variant: 'success',
      });
    },
    onNoPlace: () => {
      const opts = { shouldDirty: true, shouldValidate: true };
      form.setValue('city', '', opts);
      form.setValue('state', '', opts);
    },
  });

  const onValid = (values: ProfileFormOutput) => {
    if (update.isPending) return;
    update.mutate(toPayload(values, image), {
      onSuccess: (answer) => {
        form.reset(toFormValues(answer.data));
        sections.closeAll();
        setImage(null);
        toast({ title: t`Success`, description: PROFILE_MESSAGES.updated, variant: 'success' });
      },
      onError: (error) => {
        // The server's per-field refusals (a GSTIN of another state, say) go next to their fields, and
        // their sections open again with everything typed still there.
        const fields = error instanceof ApiError ? Object.entries(error.errors ?? {}) : [];
        for (const [path, message] of fields)
          form.setError(path as FieldPath<ProfileFormInput>, { type: 'server', message });
        if (fields.length) sections.openWithErrors(fields.map(([path]) => path));
        toast({ title: t`Error`, description: updateErrorMessage(error), variant: 'destructive' });
      },
    });
  };
  const onInvalid = (errors: FieldErrors<ProfileFormInput>) => {
    sections.openWithErrors(Object.keys(errors));
    if (errors.state) validationToast();
    else
      toast({
        title: t`Validation Error`,
        description: t`Please correct the highlighted fields.`,
        variant: 'destructive',
      });
  };

  const busy = update.isPending;
  const card = (key: keyof typeof SECTIONS, children: ReactNode) => (
    <SectionCard
      id={`profile-${key}`}
      title={t(SECTIONS[key].title)}
      editing={sections.editing[key]}
      busy={sections.opening === key}
      onEdit={() => void sections.open(key)}
      onCancel={() => sections.cancel(key)}
      onConfirm={() => void sections.confirm(key)}
    >
      {children}
    </SectionCard>
  );

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={t`Profile`}
        className="flex flex-col gap-4 pb-24 sm:gap-6 lg:pb-0"
        onSubmit={form.handleSubmit(onValid, onInvalid)}
      >
        <Card className="p-4 sm:p-6">
          <PictureControl
            name={name || profile.name}
            email={profile.email}
            current={profile.profile_image}
            pending={image}
            onPick={setImage}
            disabled={busy}
          />
        </Card>
        {card('basic', <BasicInfoFields editing={sections.editing.basic} lookingUp={lookingUp} />)}
        {card('platforms', <PlatformFields editing={sections.editing.platforms} />)}
        {card('description', <DescriptionFields editing={sections.editing.description} />)}
        {card(
          'bank',
          <Suspense fallback={<SkeletonRows rows={3} />}>
            <BankFields editing={sections.editing.bank} payout={profile} />
          </Suspense>,
        )}
        {card(
          'tax',
          <Suspense fallback={<SkeletonRows rows={2} />}>
            <TaxFields editing={sections.editing.tax} />
          </Suspense>,
        )}
        {/* On phones the actions stay in reach at the bottom of the screen. */}
        <div className="fixed inset-x-0 bottom-0 z-30 flex gap-2 border-t border-border bg-white/95 p-3 backdrop-blur lg:static lg:justify-end lg:border-0 lg:bg-transparent lg:p-0">
          <Button
            variant="outline"
            className="flex-1 lg:flex-none"
            onClick={() => navigate(-1)}
            disabled={busy}
          >
            <ArrowLeft aria-hidden />
            <Trans>Back</Trans>
          </Button>
          <Button type="submit" className="flex-1 lg:flex-none" busy={busy} busyLabel={t`Saving...`}>
            <Save aria-hidden />
            <Trans>Save All Changes</Trans>
          </Button>
        </div>
      </form>
      {/* Saved on its own, apart from the form: changing it never touches unsaved edits above. */}
      <section id="creator-search" className="mt-4 scroll-mt-20">
        <Suspense fallback={<SkeletonRows rows={3} />}>
          <DiscoveryCard key={profile.languages.join('|')} profile={profile} />
        </Suspense>
      </section>
      <section id="app-language" className="mt-4 scroll-mt-20">
        <Suspense fallback={<SkeletonRows rows={1} />}>
          <AppLanguageCard />
        </Suspense>
      </section>
      {/* Saved on each switch, apart from the form: changing one never touches unsaved edits above. */}
      <section id="notification-preferences" className="mt-4 scroll-mt-20 pb-24 lg:pb-0">
        <Suspense fallback={<SkeletonRows rows={4} />}>
          <NotificationPreferencesCard scope="creator" />
        </Suspense>
      </section>
    </FormProvider>
  );
}
