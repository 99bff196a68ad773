import { Download, ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { useDownloadReceipt } from '../api';
import type { BatchRow } from '../lib/payment-rows';

/**
 * View opens the receipt URL in a new tab; Download fetches it as a blob and saves it as
 * invoice-XXXXXX.pdf (doc 001 §7). One shared mutation: while any download runs the buttons are
 * disabled, so a double click never fetches twice.
 */
export function ReceiptActions({
  row,
  download,
}: {
  row: BatchRow;
  download: ReturnType<typeof useDownloadReceipt>;
}) {
  const busy = download.isPending && download.variables?.id === row.id;
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild size="sm" variant="outline">
        <a
          href={row.receiptUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`View receipt ${row.receiptNumber} (opens in a new tab)`}
        >
          <ExternalLink aria-hidden />
          View
        </a>
      </Button>
      <Button
        size="sm"
        variant="secondary"
        busy={busy}
        busyLabel="Downloading..."
        disabled={download.isPending}
        aria-label={`Download receipt ${row.receiptNumber}`}
        onClick={() => download.mutate({ id: row.id, url: row.receiptUrl })}
      >
        <Download aria-hidden />
        Download
      </Button>
    </div>
  );
}
