import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pageLinks } from '../lib/client-pages';

/** Previous, up to five page numbers with ellipses, Next (doc 001 §2); paging is done in the client. */
export function PaymentPagination({
  page,
  totalPages,
  onPageChange,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Payment pages" className="flex flex-wrap items-center justify-center gap-1">
      <Button
        variant="ghost"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        aria-label="Previous page"
      >
        <ChevronLeft aria-hidden />
        <span className="hidden sm:inline">Previous</span>
      </Button>
      {pageLinks(page, totalPages).map((link) =>
        link.type === 'ellipsis' ? (
          <span key={link.key} aria-hidden className="px-1 text-gray-600">
            …
          </span>
        ) : (
          <Button
            key={link.page}
            variant={link.page === page ? 'primary' : 'ghost'}
            size="icon-sm"
            aria-current={link.page === page ? 'page' : undefined}
            aria-label={`Page ${link.page}`}
            onClick={() => link.page !== page && onPageChange(link.page)}
          >
            {link.page}
          </Button>
        ),
      )}
      <Button
        variant="ghost"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
        aria-label="Next page"
      >
        <span className="hidden sm:inline">Next</span>
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
