import type { MetricReading } from '@ih/contract/results';
import { RESULTS_TEXT } from '@ih/contract/results-messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ReadingSummary } from '@/components/results/reading-summary';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { errorMessage, uploadFile } from '@/lib/api-client';
import { translateText } from '@/lib/i18n';
import { useAddReading, workResultsQuery } from '@/lib/results-api';
import { PROOF_ACCEPT } from '../lib/deliverables';

const COUNTS: readonly (readonly [CountKey, MessageDescriptor, boolean])[] = [
  ['views', msg`Views`, true],
  ['likes', msg`Likes`, true],
  ['comments', msg`Comments`, true],
  ['shares', msg`Shares`, false],
  ['saves', msg`Saves`, false],
  ['reach', msg`Reach`, false],
];
type CountKey = 'views' | 'likes' | 'comments' | 'shares' | 'saves' | 'reach';

function ReadingItem({ r }: { r: MetricReading }) {
  const note = r.note;
  return (
    <li
      className="flex flex-col gap-1 border-t border-gray-100 py-3 text-sm first:border-t-0"
      data-testid="reading"
    >
      <ReadingSummary r={r} />
      {note && (
        <p className="rounded-md bg-red-50 p-2 text-red-800">
          <Trans>Brand team: {note}</Trans>
        </p>
      )}
      {r.proofUrl && (
        <a href={r.proofUrl} target="_blank" rel="noreferrer" className="text-brand-700 hover:underline">
          <Trans>View screenshot</Trans>
        </a>
      )}
    </li>
  );
}

/**
 * "Add results" on live work (design §17): the numbers of one post from its insights with the
 * screenshot as proof, and the readings so far with their states (a questioned one says why).
 */
export function ResultsCard({ applicationId }: { applicationId: string }) {
  const { t } = useLingui();
  const results = useQuery(workResultsQuery(applicationId));
  const add = useAddReading(applicationId);
  const [open, setOpen] = useState(false);
  const [postUrl, setPostUrl] = useState('');
  const [counts, setCounts] = useState<Partial<Record<CountKey, string>>>({});
  const [proof, setProof] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const data = results.data?.data;
  const posts = data?.postUrls ?? [];
  const chosen = postUrl || posts[0] || '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    const values: Partial<Record<CountKey, number>> = {};
    for (const [key, name, required] of COUNTS) {
      const label = t(name);
      const raw = (counts[key] ?? '').trim();
      if (!raw) {
        if (required) problems[key] = t`${label} must be a whole number, 0 or more.`;
        continue;
      }
      if (!/^\d+$/.test(raw)) problems[key] = t`${label} must be a whole number, 0 or more.`;
      else values[key] = Number(raw);
    }
    if (!proof) problems.proof = t`Add the insights screenshot as proof.`;
    setErrors(problems);
    if (Object.keys(problems).length || !proof) return;
    try {
      setUploading(true);
      const file = await uploadFile(proof, { purpose: 'proof', fallbackMessage: RESULTS_TEXT.saveFailed });
      setUploading(false);
      await add.mutateAsync({
        postUrl: chosen,
        views: values.views ?? 0,
        likes: values.likes ?? 0,
        comments: values.comments ?? 0,
        ...(values.shares !== undefined ? { shares: values.shares } : {}),
        ...(values.saves !== undefined ? { saves: values.saves } : {}),
        ...(values.reach !== undefined ? { reach: values.reach } : {}),
        proofFileId: file._id,
      });
      toast({ title: t`Results added`, description: t`The brand team will check them.`, variant: 'success' });
      setCounts({});
      setProof(null);
      setOpen(false);
    } catch (err) {
      setUploading(false);
      toast({ title: errorMessage(err, RESULTS_TEXT.saveFailed), variant: 'destructive' });
    }
  };

  const busy = uploading || add.isPending;
  const optional = (label: string) => t`${label} (optional)`;
  return (
    <Card className="flex flex-col gap-3 p-5" aria-labelledby="results-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="results-title" className="text-base font-semibold text-gray-900">
          {translateText(RESULTS_TEXT.results)}
        </h2>
        {data?.live && !open && posts.length > 0 && (
          <Button size="sm" onClick={() => setOpen(true)}>
            {translateText(RESULTS_TEXT.addResults)}
          </Button>
        )}
      </div>
      {open && (
        <form
          onSubmit={submit}
          className="flex flex-col gap-3 rounded-lg border border-gray-200 p-3"
          noValidate
        >
          <Field label={t`Post`}>
            <select
              className="h-10 rounded-lg border border-gray-300 bg-white px-3 text-sm"
              value={chosen}
              onChange={(e) => setPostUrl(e.target.value)}
            >
              {posts.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </Field>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {COUNTS.map(([key, name, required]) => (
              <Field key={key} label={required ? t(name) : optional(t(name))} error={errors[key]}>
                <Input
                  inputMode="numeric"
                  value={counts[key] ?? ''}
                  onChange={(e) => setCounts((c) => ({ ...c, [key]: e.target.value }))}
                />
              </Field>
            ))}
          </div>
          <Field
            label={t`Insights screenshot`}
            hint={translateText(RESULTS_TEXT.proofHint)}
            error={errors.proof}
          >
            <input
              type="file"
              accept={PROOF_ACCEPT}
              className="text-sm"
              onChange={(e) => setProof(e.target.files?.[0] ?? null)}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
              {uploading ? t`Uploading…` : add.isPending ? t`Saving…` : t`Save results`}
            </Button>
            <Button type="button" variant="outline" disabled={busy} onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      )}
      {results.isError && <p className="text-sm text-red-700">{translateText(RESULTS_TEXT.loadFailed)}</p>}
      {data && data.readings.length === 0 && !open && (
        <p className="text-sm text-gray-600">{translateText(RESULTS_TEXT.noReadings)}</p>
      )}
      {data && data.readings.length > 0 && (
        <ul className="flex flex-col">
          {data.readings.map((r) => (
            <ReadingItem key={r._id} r={r} />
          ))}
        </ul>
      )}
    </Card>
  );
}
