import type { ReferenceLists } from '@ih/contract/reference';
import { CheckboxGroup, Section, SelectField, TextField } from './controls';

const named = (items: { _id: string; name: string }[]) => items.map((i) => ({ value: i._id, label: i.name }));

/** influencers: how many, and who may apply. Every choice but the count is optional ("Any"). */
export function InfluencersSection({ lists }: { lists: ReferenceLists }) {
  return (
    <Section id="influencers" title="Influencer requirements">
      <TextField
        name="influencer_required"
        label="Influencers required"
        required
        type="number"
        inputMode="numeric"
      />
      <SelectField
        name="location_state_id"
        label="Location (state)"
        options={named(lists.states)}
        noneLabel="Any state"
      />
      <SelectField
        name="influencer_kind_id"
        label="Influencer type"
        options={named(lists.influencerKinds)}
        noneLabel="Any type"
      />
      <SelectField
        name="language_id"
        label="Language"
        options={named(lists.languages)}
        noneLabel="Any language"
      />
      <SelectField
        name="minimum_follower_id"
        label="Minimum followers"
        options={named(lists.followerBuckets)}
        noneLabel="No minimum"
      />
      <CheckboxGroup
        name="category_ids"
        legend="Categories"
        className="md:col-span-2"
        items={lists.categories.map((c) => ({ id: c._id, label: c.name }))}
      />
    </Section>
  );
}
