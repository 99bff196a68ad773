import { PAYMENT_MAX_PAGE_LINKS } from '@ih/contract/constants';
import { Pagination } from '@/components/ui/pagination';
import { cappedPageItems, type PageRule } from '@/lib/pagination';

const paymentPages: PageRule = (current, totalPages) =>
  cappedPageItems(current, totalPages, PAYMENT_MAX_PAGE_LINKS);

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
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      onPageChange={onPageChange}
      label="Payment pages"
      rule={paymentPages}
    />
  );
}
