import { Trans } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';

/** A link that opens in a new tab: the arrow shows it, and screen readers are told so. */
export function NewTabLink({
  href,
  className = 'inline-flex items-center gap-1 break-all text-brand-700 hover:underline',
  title,
  children,
}: {
  href: string;
  className?: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} title={title}>
      {children}
      <ExternalLink aria-hidden className="size-3.5 shrink-0" />
      <span className="sr-only">
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}
