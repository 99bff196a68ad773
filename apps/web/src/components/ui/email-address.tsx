import { Fragment } from 'react';
import { cn } from '@/lib/cn';

/**
 * An e-mail address that wraps where a reader expects, before the `@` and before each dot of the
 * domain, not in the middle of a word (`break-all` broke "creat|or@…"). Only a single part longer
 * than the whole column still breaks inside itself.
 */
export function EmailAddress({ value, className }: { value: string; className?: string }) {
  const at = value.lastIndexOf('@');
  if (at <= 0) return <span className={cn('[overflow-wrap:anywhere]', className)}>{value}</span>;
  const [first, ...rest] = value.slice(at + 1).split('.');
  return (
    <span className={cn('[overflow-wrap:anywhere]', className)}>
      {value.slice(0, at)}
      <wbr />@{first}
      {rest.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the domain's parts never reorder
        <Fragment key={i}>
          <wbr />.{part}
        </Fragment>
      ))}
    </span>
  );
}
