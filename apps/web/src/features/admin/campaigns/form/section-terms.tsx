import { USAGE_CHANNELS, USAGE_TERRITORIES } from '@ih/contract/agreement-enums';
import { USAGE_CHANNEL_LABELS, usageRightsSentences } from '@ih/contract/agreements-messages';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxGroup, RadioCards, Section, TextField } from './controls';
import type { CampaignValues } from './values';

/**
 * Terms (design §16): how the brand may use the content beyond the creator's own post, for how long
 * and where, and whether both sides sign an agreement before the work is uploaded. The creator reads
 * the same plain words on the campaign page before applying.
 */
export function TermsSection() {
  const { control, register, getValues, setValue } = useFormContext<CampaignValues>();
  const rights = useWatch({ control, name: 'usage_rights' });
  const granted = Boolean(rights?.channels?.length);
  // The first channel chosen brings the usual terms to start from: 90 days in India, no exclusivity.
  useEffect(() => {
    if (!granted || getValues('usage_rights.duration_days') !== undefined) return;
    setValue('usage_rights.duration_days', '90');
    setValue('usage_rights.territory', 'India');
    setValue('usage_rights.exclusivity_days', '0');
    setValue('usage_rights.exclusivity_category', '');
  }, [granted, getValues, setValue]);
  const preview = usageRightsSentences(
    granted && rights
      ? {
          channels: rights.channels,
          duration_days: Number(rights.duration_days) || 0,
          territory: rights.territory ?? 'India',
          exclusivity_days: Number(rights.exclusivity_days) || 0,
          exclusivity_category: rights.exclusivity_category,
        }
      : null,
  );
  return (
    <Section id="terms" title="Usage rights and agreement">
      <CheckboxGroup
        name="usage_rights.channels"
        legend="Where the brand may use the content"
        className="min-w-0 md:col-span-2"
        items={USAGE_CHANNELS.map((c) => ({ id: c, label: USAGE_CHANNEL_LABELS[c] }))}
      />
      {granted ? (
        <>
          <TextField
            name="usage_rights.duration_days"
            label="For how many days"
            required
            type="number"
            inputMode="numeric"
          />
          <RadioCards
            name="usage_rights.territory"
            legend="Where"
            options={USAGE_TERRITORIES.map((t) => ({
              value: t,
              label: t,
              hint: t === 'India' ? 'Only in India.' : 'Any country.',
            }))}
          />
          <TextField
            name="usage_rights.exclusivity_days"
            label="Exclusivity (days without a competing brand)"
            type="number"
            inputMode="numeric"
          />
          <TextField
            name="usage_rights.exclusivity_category"
            label="Exclusivity category"
            maxLength={100}
            placeholder="e.g. tea and coffee"
          />
        </>
      ) : null}
      <div className="rounded-lg bg-gray-50 p-3 text-sm text-gray-800 md:col-span-2">
        <p className="font-medium">What creators read</p>
        {preview.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <label
        htmlFor="agreement_required"
        className="flex min-h-11 items-center gap-2 text-sm font-medium text-gray-900 md:col-span-2"
      >
        <input
          id="agreement_required"
          type="checkbox"
          className="size-4"
          {...register('agreement_required')}
        />
        Both sides sign an agreement before the creator uploads work
      </label>
    </Section>
  );
}
