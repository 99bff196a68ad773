import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Check, Circle, Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Section } from './section';

type StepState = 'done' | 'current' | 'pending';

/** The four review steps of doc 001 §2; the page shows work under review, so step three is in progress. */
const STEPS: { label: MessageDescriptor; state: StepState }[] = [
  { label: msg`Applied`, state: 'done' },
  { label: msg`Work Submitted`, state: 'done' },
  { label: msg`Under Review`, state: 'current' },
  { label: msg`Final Approval`, state: 'pending' },
];

const STATE_TEXT: Record<StepState, MessageDescriptor> = {
  done: msg`Completed`,
  current: msg`In progress`,
  pending: msg`Pending`,
};

export function ReviewTimeline() {
  const { t } = useLingui();
  return (
    <Section id="review-status" title={t`Review Status`}>
      <ol className="flex flex-col gap-3">
        {STEPS.map((s) => (
          <li
            key={s.label.id}
            className="flex items-center gap-3 text-sm"
            aria-current={s.state === 'current' ? 'step' : undefined}
          >
            <span
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full',
                s.state === 'done' && 'bg-green-100 text-green-800',
                s.state === 'current' && 'bg-yellow-100 text-yellow-800',
                s.state === 'pending' && 'bg-gray-100 text-gray-600',
              )}
            >
              {s.state === 'done' ? (
                <Check aria-hidden className="size-4" />
              ) : s.state === 'current' ? (
                <Loader2 aria-hidden className="size-4" />
              ) : (
                <Circle aria-hidden className="size-3" />
              )}
            </span>
            <span className="flex flex-col">
              <span className="font-medium text-gray-900">{t(s.label)}</span>
              <span className="text-xs text-gray-600">{t(STATE_TEXT[s.state])}</span>
            </span>
          </li>
        ))}
      </ol>
    </Section>
  );
}
