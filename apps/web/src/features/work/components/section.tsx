import type { ComponentProps } from 'react';
import { Section as SharedSection } from '@/components/section';

export { type InfoItem, InfoList } from '@/components/section';

/** A titled card whose header row also holds `actions`; its heading names the region for screen readers. */
export function Section(props: Omit<ComponentProps<typeof SharedSection>, 'headerClassName'>) {
  return <SharedSection {...props} headerClassName="flex-row items-center justify-between gap-2" />;
}

/** Hashtags as chips. */
export function HashtagChips({ tags }: { tags: string[] }) {
  if (tags.length === 0) return <>-</>;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Hashtags">
      {tags.map((t) => (
        <li key={t} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
          {t}
        </li>
      ))}
    </ul>
  );
}
