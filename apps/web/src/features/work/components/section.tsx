import { useLingui } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import { Section as SharedSection } from '@/components/section';

export { type InfoItem, InfoList } from '@/components/section';

/** A titled card whose header row also holds `actions`; its heading names the region for screen readers. */
export function Section(props: Omit<ComponentProps<typeof SharedSection>, 'headerClassName'>) {
  return <SharedSection {...props} headerClassName="flex-row items-center justify-between gap-2" />;
}

/** Hashtags as chips. */
export function HashtagChips({ tags }: { tags: string[] }) {
  const { t } = useLingui();
  if (tags.length === 0) return <>-</>;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t`Hashtags`}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** A deliverable's small facts: label over value, in the grid `className` gives. */
export function FactGrid({
  facts,
  className,
}: {
  facts: [label: string, value: ReactNode][];
  className: string;
}) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label} className="flex min-w-0 flex-col">
          <dt className="text-xs text-gray-600">{label}</dt>
          <dd className="break-words text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
