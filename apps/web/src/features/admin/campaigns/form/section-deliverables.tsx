import type { ReferenceLists } from '@ih/contract/reference';
import { Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Section, SelectField, TextField, useFieldError } from './controls';
import { ListFoot } from './list-foot';
import { type CampaignValues, emptyDeliverable } from './values';

function OptionalCheckbox({ index }: { index: number }) {
  const { register } = useFormContext<CampaignValues>();
  const id = `deliverables-${index}-optional`;
  return (
    <div className="flex flex-col gap-1 md:col-span-2 xl:col-span-4">
      <label htmlFor={id} className="flex min-h-11 items-center gap-2 text-sm font-medium text-gray-900">
        <input id={id} type="checkbox" className="size-4" {...register(`deliverables.${index}.optional`)} />
        Optional: creators may submit their work without it
      </label>
      <p className="text-xs text-gray-600">
        Otherwise every platform's file for this deliverable must be uploaded before the work can be sent. A
        format such as "jpg / png (5-8 slides)" sets how many files each one takes.
      </p>
    </div>
  );
}

function RowError({ index }: { index: number }) {
  // Server-only: a kept row's id that is not the campaign's, or one with work that cannot go.
  const error = useFieldError(`deliverables.${index}._id`);
  return error ? (
    <p role="alert" className="text-xs font-medium text-red-700 md:col-span-2 xl:col-span-4">
      {error}
    </p>
  ) : null;
}

/** deliverables[]: what each creator delivers. Rows keep their stored _id, so edits update in place. */
export function DeliverablesSection({ types }: { types: ReferenceLists['deliverableTypes'] }) {
  const { control } = useFormContext<CampaignValues>();
  const rows = useFieldArray({ control, name: 'deliverables' });
  const listError = useFieldError('deliverables');
  const typeOptions = types.map((t) => ({ value: t._id, label: t.content_type }));
  return (
    <Section id="deliverables" title="Deliverables" className="md:grid-cols-1">
      <ol className="flex flex-col gap-4">
        {rows.fields.map((f, i) => (
          <li key={f.id} className="rounded-lg border border-border bg-gray-50 p-4">
            <div className="mb-3 flex items-center justify-between gap-2">
              <h3 className="text-sm font-semibold text-gray-900">Deliverable {i + 1}</h3>
              <Button
                variant="ghost"
                size="sm"
                disabled={rows.fields.length <= 1}
                onClick={() => rows.remove(i)}
                aria-label={`Remove deliverable ${i + 1}`}
              >
                <Trash2 aria-hidden />
                Remove
              </Button>
            </div>
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
              <SelectField
                name={`deliverables.${i}.deliverable_type_id`}
                label="Deliverable type"
                options={typeOptions}
                required
                placeholder="Choose a type"
              />
              <TextField
                name={`deliverables.${i}.format`}
                label="Format"
                maxLength={100}
                placeholder="e.g. 9:16 vertical"
              />
              <TextField
                name={`deliverables.${i}.duration`}
                label="Duration"
                maxLength={100}
                placeholder="e.g. 30-60 seconds"
              />
              <TextField
                name={`deliverables.${i}.dimensions`}
                label="Dimensions"
                maxLength={100}
                placeholder="e.g. 1080*1920"
              />
              <TextField name={`deliverables.${i}.posting_date`} label="Posting date" type="date" />
              <TextField name={`deliverables.${i}.posting_time`} label="Posting time" type="time" />
              <TextField
                name={`deliverables.${i}.notes`}
                label="Notes"
                multiline
                rows={2}
                maxLength={2000}
                className="md:col-span-2 xl:col-span-1"
              />
              <TextField
                name={`deliverables.${i}.remarks`}
                label="Remarks"
                multiline
                rows={2}
                maxLength={2000}
                className="md:col-span-2 xl:col-span-1"
              />
              <OptionalCheckbox index={i} />
              <RowError index={i} />
            </div>
          </li>
        ))}
      </ol>
      <ListFoot
        error={listError}
        full={rows.fields.length >= 30}
        onAdd={() => rows.append(emptyDeliverable())}
        label="Add deliverable"
      />
    </Section>
  );
}
