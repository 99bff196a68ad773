import { useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { STEPS } from './register-form';

/** The four-step indicator; the current step is announced with aria-current. */
export function WizardSteps({ current }: { current: number }) {
  const { t } = useLingui();
  return (
    <ol className="grid grid-cols-4 gap-2" aria-label={t`Registration steps`}>
      {STEPS.map((s, i) => {
        const done = i < current;
        const active = i === current;
        return (
          <li
            key={s.title.id}
            aria-current={active ? 'step' : undefined}
            className="flex flex-col items-center gap-1.5 text-center sm:flex-row sm:items-start sm:text-left"
          >
            <span
              className={cn(
                'grid size-8 shrink-0 place-items-center rounded-full border-2 text-sm font-semibold',
                done && 'border-brand-700 bg-brand-700 text-white',
                active && 'border-brand-700 bg-white text-brand-800',
                !done && !active && 'border-gray-300 bg-white text-gray-600',
              )}
            >
              {done ? <Check aria-hidden className="size-4" /> : i + 1}
              {done ? <span className="sr-only">{i + 1} (done)</span> : null}
            </span>
            <span className="flex flex-col">
              <span
                className={cn(
                  'text-xs font-semibold sm:text-sm',
                  active ? 'text-brand-800' : 'text-gray-800',
                )}
              >
                {t(s.title)}
              </span>
              <span className="hidden text-xs text-gray-600 sm:block">{t(s.detail)}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
