import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';

export interface DeliverableLogo {
  plaform_logo: string;
  deliverableTypeName: string;
}

/** The first `max` deliverables as platform logos, then '+N' for the rest (doc 000 §2). */
export function DeliverableLogos({
  deliverables,
  max,
  className,
}: {
  deliverables: DeliverableLogo[];
  max: number;
  className?: string;
}) {
  const { t } = useLingui();
  if (deliverables.length === 0) return <span className="text-gray-600">-</span>;
  const rest = deliverables.length - max;
  return (
    <ul className={cn('flex flex-wrap items-center gap-1', className)} aria-label={t`Deliverables`}>
      {deliverables.slice(0, max).map((d, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a platform × type pair may repeat; the list is static
        <li key={i} className="flex">
          {d.plaform_logo ? (
            <img
              src={d.plaform_logo}
              alt={d.deliverableTypeName}
              title={d.deliverableTypeName}
              className="size-6 rounded object-contain"
              loading="lazy"
            />
          ) : (
            <span className="text-xs text-gray-700">{d.deliverableTypeName}</span>
          )}
        </li>
      ))}
      {rest > 0 ? (
        <li className="rounded-full bg-gray-100 px-1.5 text-xs font-medium text-gray-800">
          <span aria-hidden>+{rest}</span>
          <span className="sr-only">
            <Trans>and {rest} more</Trans>
          </span>
        </li>
      ) : null}
    </ul>
  );
}
