import { Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Section, TextField, useFieldError } from './controls';
import { ListFoot } from './list-foot';
import type { CampaignValues } from './values';

function Terms() {
  const { control, register } = useFormContext<CampaignValues>();
  const terms = useFieldArray({ control, name: 'terms_conditions' });
  const listError = useFieldError('terms_conditions');
  return (
    <fieldset className="flex flex-col gap-3 md:col-span-2">
      <legend className="mb-2 text-sm font-medium text-gray-800">Terms & conditions</legend>
      {terms.fields.length === 0 ? <p className="text-sm text-gray-600">No terms yet.</p> : null}
      <ol className="flex flex-col gap-2">
        {terms.fields.map((f, i) => (
          <li key={f.id} className="flex items-start gap-2">
            <span aria-hidden className="mt-2.5 w-6 shrink-0 text-right text-sm text-gray-600">
              {i + 1}.
            </span>
            <textarea
              aria-label={`Term ${i + 1}`}
              rows={2}
              maxLength={2000}
              className="min-h-10 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/40"
              {...register(`terms_conditions.${i}.value`)}
            />
            <Button
              variant="ghost"
              size="icon"
              onClick={() => terms.remove(i)}
              aria-label={`Remove term ${i + 1}`}
            >
              <Trash2 aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      <ListFoot
        error={listError}
        full={terms.fields.length >= 50}
        onAdd={() => terms.append({ value: '' })}
        label="Add term"
      />
    </fieldset>
  );
}

/** campaign_brief, the deadline, instructions and terms. */
export function BriefSection() {
  return (
    <Section id="brief" title="Brief">
      <TextField name="campaign_title" label="Campaign title" required maxLength={200} />
      <TextField
        name="campaign_type"
        label="Campaign type"
        maxLength={100}
        placeholder="e.g. Product launch"
      />
      <TextField name="objective" label="Objective" multiline maxLength={5000} />
      <TextField name="plan" label="Plan" multiline maxLength={5000} />
      <TextField
        name="description"
        label="Description"
        multiline
        rows={4}
        maxLength={10_000}
        className="md:col-span-2"
      />
      <TextField name="key_message" label="Key message" multiline maxLength={5000} />
      <TextField name="content_plan" label="Content plan" multiline maxLength={5000} />
      <TextField name="visual_content" label="Visual content" multiline maxLength={5000} />
      <TextField
        name="hashtags"
        label="Hashtags"
        multiline
        maxLength={2000}
        hint="Separated by spaces, e.g. #GlowUp #SkinFirst"
      />
      <TextField name="start_date" label="Start date" type="date" />
      <TextField name="end_date" label="End date" type="date" />
      <TextField
        name="submission_deadline"
        label="Submission deadline"
        type="datetime-local"
        hint="India time. Pending applications expire after it."
      />
      <TextField
        name="additional_instructions"
        label="Additional instructions"
        multiline
        maxLength={5000}
        className="md:col-span-2"
      />
      <Terms />
    </Section>
  );
}
