import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { type PageRule, pageItems } from '@/lib/pagination';
import { Button } from './button';

/**
 * Previous / page numbers / Next of `pages` (a paged answer's pagination); hidden until it has come and
 * for a single page. Which numbers show is the `rule`: by default the current page ±2 plus the first and
 * the last, with ellipses (doc 000 §2).
 */
export function Pagination({
  pages,
  onPageChange,
  className,
  label,
  rule = pageItems,
}: {
  pages: { page: number; totalPages: number } | undefined;
  onPageChange: (page: number) => void;
  className?: string;
  label?: string;
  rule?: PageRule;
}) {
  const { t } = useLingui();
  if (!pages || pages.totalPages <= 1) return null;
  const { page, totalPages } = pages;
  return (
    <nav
      aria-label={label ?? t`Pagination`}
      className={cn('flex flex-wrap items-center justify-center gap-1', className)}
    >
      <Button
        variant="ghost"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        aria-label={t`Previous page`}
      >
        <ChevronLeft aria-hidden />
        <span className="hidden sm:inline">Previous</span>
      </Button>
      {rule(page, totalPages).map((item) =>
        item.type === 'ellipsis' ? (
          <span key={item.key} aria-hidden className="px-1 text-gray-600">
            …
          </span>
        ) : (
          <Button
            key={item.page}
            variant={item.page === page ? 'primary' : 'ghost'}
            size="icon-sm"
            aria-current={item.page === page ? 'page' : undefined}
            aria-label={t`Page ${item.page}`}
            onClick={() => item.page !== page && onPageChange(item.page)}
          >
            {item.page}
          </Button>
        ),
      )}
      <Button
        variant="ghost"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
        aria-label={t`Next page`}
      >
        <span className="hidden sm:inline">Next</span>
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
