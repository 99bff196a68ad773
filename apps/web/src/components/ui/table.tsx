import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/*
 * Lists show a table at 1024 px and up and a stack of cards below it (design §9): the parts that
 * DataTable (components/data-table.tsx) puts together from one list of columns.
 */

export function Table({
  className,
  desktopOnly = false,
  ...props
}: ComponentProps<'table'> & { desktopOnly?: boolean }) {
  return (
    <div className={cn('w-full overflow-x-auto', desktopOnly && 'hidden lg:block')}>
      <table className={cn('w-full border-collapse text-left text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('border-b border-border bg-gray-50', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-border', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('transition-colors hover:bg-gray-50', className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-gray-700 uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-4 py-3 align-middle text-gray-800', className)} {...props} />;
}

/** The below-1024 px form of a table: one card per row. */
export function MobileCards({ className, ...props }: ComponentProps<'ul'>) {
  return <ul className={cn('flex flex-col gap-3 lg:hidden', className)} {...props} />;
}

export function MobileCard({
  title,
  badge,
  fields,
  footer,
  className,
}: {
  title: ReactNode;
  badge?: ReactNode;
  /** Label/value pairs, shown as a definition list. */
  fields: { label: string; value: ReactNode }[];
  footer?: ReactNode;
  className?: string;
}) {
  return (
    <li className={cn('rounded-card border border-border bg-white p-4 shadow-xs', className)}>
      <div className="mb-3 flex items-start justify-between gap-3">
        <div className="min-w-0 font-medium text-gray-900">{title}</div>
        {badge}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {fields.map((f) => (
          <div key={f.label} className="contents">
            <dt className="text-gray-600">{f.label}</dt>
            <dd className="min-w-0 break-words text-gray-900">{f.value}</dd>
          </div>
        ))}
      </dl>
      {footer ? <div className="mt-3 flex gap-2 border-t border-border pt-3">{footer}</div> : null}
    </li>
  );
}
