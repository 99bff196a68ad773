import type { ReferenceLists } from '@ih/contract/reference';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { usePreloadWhenIdle } from '@/lib/lazy-zod-resolver';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useSaveCampaign } from './api';
import { BasicInfoSection } from './form/section-basic';

import {
  type CampaignValues,
  campaignResolver,
  campaignRules,
  formPathOf,
  formToValues,
} from './form/values';

// Everything below the basic info (the uploaders, their upload rules and previews included) loads just
// after the form renders instead of with the page (design §7).
const LaterSections = lazy(() => import('./form/later-sections').then((m) => ({ default: m.LaterSections })));

const SECTIONS = [
  ['basic-info', 'Basic info'],
  ['brief', 'Brief'],
  ['deliverables', 'Deliverables'],
  ['budget', 'Budget'],
  ['influencers', 'Influencers'],
  ['media', 'Media'],
  ['status', 'Status'],
] as const;

/** The one campaign form: create (no id) or edit. Every field of the staff campaign contract. */
export function CampaignForm({
  id,
  initial,
  lists,
  brands,
}: {
  id: string | undefined;
  initial: CampaignValues;
  lists: ReferenceLists;
  brands: { value: string; label: string }[];
}) {
  const navigate = useNavigate();
  const save = useSaveCampaign(id);
  const [uploads, setUploads] = useState(0);
  const onBusyChange = (busy: boolean) => setUploads((n) => Math.max(0, n + (busy ? 1 : -1)));
  const form = useForm<CampaignValues, unknown, CampaignValues>({
    defaultValues: initial,
    resolver: campaignResolver,
  });
  usePreloadWhenIdle(campaignRules);

  // Validation is async, so a double click can pass it twice before `isPending` re-renders: the
  // save is single flight from the first click until it settles, so the second one is a no-op.
  const once = useSingleFlight();
  const validateAndSave = form.handleSubmit(
    async (values) => {
      try {
        // The rules module is loaded: the resolver used it to check these values.
        const { valuesToBody } = await campaignRules();
        const res = await save.mutateAsync(valuesToBody(values));
        toast({
          title: id ? 'Campaign saved' : 'Campaign created',
          description: res.message,
          variant: 'success',
        });
        if (id) form.reset(formToValues(res.data.form));
        else navigate(`/admin/campaigns/${res.data._id}`, { replace: true });
      } catch (err) {
        // The server's per-field messages go next to their fields ('deliverables.0.deliverable_type_id').
        if (err instanceof ApiError && err.errors)
          for (const [field, message] of Object.entries(err.errors))
            form.setError(formPathOf(field) as Path<CampaignValues>, { type: 'server', message });
        toast({
          title: 'Error',
          description: errorMessage(err, 'Failed to save the campaign'),
          variant: 'destructive',
        });
      }
    },
    () =>
      toast({
        title: 'Check the form',
        description: 'Some fields need your attention; they are marked in red.',
        variant: 'destructive',
      }),
  );
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (uploads > 0) return;
    once((done) => void validateAndSave(e).finally(done));
  }

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <nav aria-label="Form sections" className="-mx-1 overflow-x-auto">
          <ul className="flex gap-1 px-1">
            {SECTIONS.map(([anchor, label]) => (
              <li key={anchor}>
                <a
                  href={`#${anchor}`}
                  className="block rounded-full px-3 py-1.5 text-sm whitespace-nowrap text-gray-700 hover:bg-white hover:text-brand-800"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <BasicInfoSection brands={brands} platforms={lists.platforms} />
        <Suspense fallback={<SectionPlaceholder />}>
          <LaterSections lists={lists} onBusyChange={onBusyChange} />
        </Suspense>
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t border-border bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-card sm:border">
          {uploads > 0 ? (
            <p className="mr-auto text-sm text-gray-700" aria-live="polite">
              Waiting for uploads to finish...
            </p>
          ) : null}
          <Button variant="outline" onClick={() => navigate('/admin/campaigns')}>
            Cancel
          </Button>
          <Button type="submit" busy={save.isPending} busyLabel="Saving..." disabled={uploads > 0}>
            {id ? 'Save' : 'Create campaign'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

function SectionPlaceholder() {
  return <div aria-hidden className="h-64 animate-pulse rounded-card border border-border bg-white" />;
}
