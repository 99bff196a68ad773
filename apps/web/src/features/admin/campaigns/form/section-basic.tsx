import type { ReferenceLists } from '@ih/contract/reference';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CheckboxGroup, Section, SelectField, TextField } from './controls';
import type { CampaignValues } from './values';

/** basic_info: the brand, the event, the product, platforms and reference links. */
export function BasicInfoSection({
  brands,
  platforms,
}: {
  brands: { value: string; label: string }[];
  platforms: ReferenceLists['platforms'];
}) {
  const { control } = useFormContext<CampaignValues>();
  const refs = useFieldArray({ control, name: 'references' });
  return (
    <Section id="basic-info" title="Basic info">
      <SelectField name="brand_id" label="Brand" options={brands} required placeholder="Choose a brand" />
      <TextField name="event_name" label="Event name" required maxLength={200} />
      <TextField name="event_date" label="Event date" type="date" />
      <TextField name="location" label="Location" maxLength={200} hint="Creators see Mumbai when empty." />
      <TextField name="product_title" label="Product title" maxLength={200} className="md:col-span-2" />
      <CheckboxGroup
        name="platform_ids"
        legend="Platforms"
        required
        tile
        className="md:col-span-2"
        items={platforms.map((p) => ({ id: p._id, label: p.platform_name, icon: p.platform_logo }))}
      />
      <fieldset className="flex flex-col gap-3 md:col-span-2">
        <legend className="mb-2 text-sm font-medium text-gray-800">References</legend>
        {refs.fields.length === 0 ? <p className="text-sm text-gray-600">No reference links yet.</p> : null}
        {refs.fields.map((f, i) => (
          <div
            key={f.id}
            className="grid gap-3 rounded-lg border border-border bg-gray-50 p-3 md:grid-cols-[1fr_1fr_auto] md:items-start"
          >
            <TextField
              name={`references.${i}.description`}
              label={`Reference ${i + 1} description`}
              maxLength={500}
            />
            <TextField
              name={`references.${i}.link`}
              label={`Reference ${i + 1} link`}
              type="url"
              inputMode="url"
              placeholder="https://"
              maxLength={1000}
            />
            <Button
              variant="ghost"
              size="sm"
              className="md:mt-7"
              onClick={() => refs.remove(i)}
              aria-label={`Remove reference ${i + 1}`}
            >
              <Trash2 aria-hidden />
              <span className="md:sr-only">Remove</span>
            </Button>
          </div>
        ))}
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={refs.fields.length >= 20}
            onClick={() => refs.append({ description: '', link: '' })}
          >
            <Plus aria-hidden />
            Add reference
          </Button>
        </div>
      </fieldset>
    </Section>
  );
}
