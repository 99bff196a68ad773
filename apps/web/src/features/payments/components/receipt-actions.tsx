import { Trans, useLingui } from '@lingui/react/macro';
import { Download, ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { useDownloadReceipt } from '../api';
import type { BatchRow } from '../lib/payment-rows';

/**
 * View opens the receipt URL in a new tab; Download fetches it as a blob and saves it as
 * invoice-XXXXXX.pdf (doc 001 §7). One shared mutation: while any download runs the buttons are
 * disabled, so a double click never fetches twice. The buttons name the document they give (issue
 * 26): a GST-registered creator's payment is its tax invoice, anyone else's a receipt.
 */
/** The document a payment's PDF is: its tax invoice (with the invoice's number) or its receipt. */
export function documentOf(row: Pick<BatchRow, 'receiptNumber' | 'tax'>): {
  invoice: boolean;
  number: string;
} {
  const invoice = row.tax?.invoiceNumber;
  return invoice ? { invoice: true, number: invoice } : { invoice: false, number: row.receiptNumber };
}

export function ReceiptActions({
  row,
  download,
}: {
  row: BatchRow;
  download: ReturnType<typeof useDownloadReceipt>;
}) {
  const busy = download.isPending && download.variables?.id === row.id;
  const { t } = useLingui();
  const doc = documentOf(row);
  const number = doc.number;
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild size="sm" variant="outline">
        <a
          href={row.receiptUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={
            doc.invoice
              ? t`View tax invoice ${number} (opens in a new tab)`
              : t`View receipt ${number} (opens in a new tab)`
          }
        >
          <ExternalLink aria-hidden />
          <Trans>View</Trans>
        </a>
      </Button>
      <Button
        size="sm"
        variant="secondary"
        busy={busy}
        busyLabel={t`Downloading...`}
        disabled={download.isPending}
        aria-label={doc.invoice ? t`Download tax invoice ${number}` : t`Download receipt ${number}`}
        onClick={() => download.mutate({ id: row.id, url: row.receiptUrl })}
      >
        <Download aria-hidden />
        {doc.invoice ? t`Download tax invoice` : t`Download receipt`}
      </Button>
    </div>
  );
}
