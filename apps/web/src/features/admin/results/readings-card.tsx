import type { MetricReading } from '@ih/contract/results';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ReadingSummary } from '@/components/results/reading-summary';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { staffWorkResultsQuery, useDecideReading } from '@/lib/results-api';

function Row({ r, applicationId }: { r: MetricReading; applicationId: string }) {
  const decide = useDecideReading(applicationId);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const act = async (decision: 'confirm' | 'question') => {
    if (decision === 'question' && !reason.trim()) return setError('Say why you question this reading.');
    try {
      await decide.mutateAsync({ metricId: r._id, decision, reason: reason.trim() });
      toast({
        title: decision === 'confirm' ? 'Reading confirmed' : 'Reading questioned',
        variant: 'success',
      });
      setAsking(false);
    } catch (err) {
      toast({ title: errorMessage(err, 'Could not save the decision.'), variant: 'destructive' });
    }
  };
  return (
    <li
      className="flex flex-col gap-2 border-t border-gray-100 py-3 text-sm first:border-t-0"
      data-testid="staff-reading"
    >
      <ReadingSummary r={r} />
      {r.note && <p className="text-red-800">Questioned: {r.note}</p>}
      {r.proofUrl && (
        <a href={r.proofUrl} target="_blank" rel="noreferrer" className="text-brand-700 hover:underline">
          Open the screenshot
        </a>
      )}
      {r.status === 'reported' && r.source === 'self-reported' && !asking && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={decide.isPending} onClick={() => act('confirm')}>
            {decide.isPending ? 'Saving…' : 'Confirm'}
          </Button>
          <Button size="sm" variant="outline" disabled={decide.isPending} onClick={() => setAsking(true)}>
            Question
          </Button>
        </div>
      )}
      {asking && (
        <div className="flex flex-col gap-2">
          <Field label="Why do you question it?" error={error}>
            <Textarea value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="destructive"
              disabled={decide.isPending}
              onClick={() => act('question')}
            >
              Send question
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAsking(false)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

/** The application's results (design §17): each reading with its screenshot, to confirm or question. */
export function ReadingsCard({ applicationId }: { applicationId: string }) {
  const q = useQuery(staffWorkResultsQuery(applicationId));
  const readings = q.data?.data.readings ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Results</CardTitle>
      </CardHeader>
      <CardContent>
        {q.isError && <p className="text-sm text-red-700">Could not load the results.</p>}
        {q.data && readings.length === 0 && <p className="text-sm text-gray-600">No results reported yet.</p>}
        <ul className="flex flex-col">
          {readings.map((r) => (
            <Row key={r._id} r={r} applicationId={applicationId} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
