import type { ReferenceLists } from '@ih/contract/reference';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { usePreloadWhenIdle } from '@/lib/lazy-zod-resolver';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useSaveBrand } from './api';
import {
  type BrandFormValues,
  brandResolver,
  brandToBody,
  brandToValues,
  brandValidation,
  humanise,
} from './brand-form';
import { DescriptionField } from './description-field';
import { NicheCheckboxes } from './niche-checkboxes';

// The logo's uploader (and the console's upload code) loads just after the form: the page stays
// within its 170 KB budget (design §7); its place is held at the same height meanwhile.
const LogoUpload = lazy(() => import('./logo-upload').then((m) => ({ default: m.LogoUpload })));
const LogoPlaceholder = () => <div className="h-24" aria-hidden />;

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** The brand form for both create (no id) and edit. */
export function BrandFormView({
  id,
  initial,
  reference,
}: {
  id: string | undefined;
  initial: BrandFormValues;
  reference: Pick<ReferenceLists, 'countries' | 'niches'>;
}) {
  const navigate = useNavigate();
  const save = useSaveBrand(id);
  const [uploading, setUploading] = useState(false);
  const form = useForm<BrandFormValues, unknown, BrandFormValues>({
    defaultValues: initial,
    resolver: brandResolver,
  });
  usePreloadWhenIdle(brandValidation);
  const { errors } = form.formState;

  // Validation is async, so a double click can pass it twice before `isPending` re-renders: the
  // save is single flight from the first click until it settles, so the second one is a no-op.
  const once = useSingleFlight();
  const validateAndSave = form.handleSubmit(async (values) => {
    try {
      const res = await save.mutateAsync(brandToBody(values, id ? 'edit' : 'create'));
      toast({ title: id ? 'Brand saved' : 'Brand created', description: res.message, variant: 'success' });
      if (id) form.reset(brandToValues(res.data));
      else navigate(`/admin/brands/${res.data._id}`, { replace: true });
    } catch (err) {
      // The server's per-field messages go next to their fields.
      if (err instanceof ApiError && err.errors)
        for (const [field, message] of Object.entries(err.errors))
          if (field in initial) form.setError(field as Path<BrandFormValues>, { type: 'server', message });
      toast({
        title: 'Error',
        description: errorMessage(err, 'Failed to save the brand'),
        variant: 'destructive',
      });
    }
  });
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (uploading) return;
    once((done) => void validateAndSave(e).finally(done));
  }

  const countries = reference.countries.map((c) => ({ value: c._id, label: c.country }));

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Brand details</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 md:grid-cols-2">
          <Field label="Brand name" required error={humanise(errors.brand_name?.message)}>
            <Input maxLength={120} autoComplete="off" {...form.register('brand_name')} />
          </Field>
          <Field label="Company name" required error={humanise(errors.brand_company_name?.message)}>
            <Input maxLength={200} autoComplete="organization" {...form.register('brand_company_name')} />
          </Field>
          <div className="md:col-span-2">
            <Controller
              control={form.control}
              name="brand_logo"
              render={({ field }) => (
                <Suspense fallback={<LogoPlaceholder />}>
                  <LogoUpload
                    id="brand-logo"
                    value={field.value}
                    onChange={field.onChange}
                    onBusyChange={setUploading}
                    error={humanise(errors.brand_logo?.message)}
                  />
                </Suspense>
              )}
            />
          </div>
          <Field
            label="Website"
            hint="For example https://example.com"
            error={humanise(errors.website_link?.message)}
          >
            <Input type="url" inputMode="url" maxLength={500} {...form.register('website_link')} />
          </Field>
          <Controller
            control={form.control}
            name="country_id"
            render={({ field }) => (
              <Field
                label="Country"
                error={humanise(errors.country_id?.message)}
                hint={field.value ? undefined : 'India when left empty.'}
              >
                <Select
                  value={field.value || undefined}
                  onValueChange={field.onChange}
                  options={countries}
                  placeholder="Choose a country"
                />
              </Field>
            )}
          />
          {id ? null : (
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <Field label="Status" error={humanise(errors.status?.message)}>
                  <Select value={field.value} onValueChange={field.onChange} options={STATUS_OPTIONS} />
                </Field>
              )}
            />
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>About the brand</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <Field
            label="About"
            hint="A short plain-text summary."
            error={humanise(errors.about_brand?.message)}
          >
            <Textarea rows={3} maxLength={2000} {...form.register('about_brand')} />
          </Field>
          <Controller
            control={form.control}
            name="description"
            render={({ field }) => (
              <DescriptionField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={humanise(errors.description?.message)}
              />
            )}
          />
        </CardContent>
      </Card>

      <Card>
        <CardContent className="pt-5">
          <Controller
            control={form.control}
            name="niche_ids"
            render={({ field }) => (
              <NicheCheckboxes
                niches={reference.niches}
                value={field.value}
                onChange={field.onChange}
                error={humanise(errors.niche_ids?.message)}
              />
            )}
          />
        </CardContent>
      </Card>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => navigate('/admin/brands')}>
          Cancel
        </Button>
        <Button type="submit" busy={save.isPending} busyLabel="Saving..." disabled={uploading}>
          {id ? 'Save' : 'Create brand'}
        </Button>
      </div>
    </form>
  );
}
