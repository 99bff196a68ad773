import { Download, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { downloadReceipt } from './api';

/**
 * Open the receipt (a signed, expiring URL from the API) or download it through the staff call,
 * which works even when the signed link has expired or the file is still being made.
 */
export function ReceiptActions({
  paymentId,
  url,
  label,
  invoiceNumber = null,
}: {
  paymentId: string;
  url: string;
  label: string;
  /** A GST-registered creator's payment is its tax invoice: the buttons say so (issue 26). */
  invoiceNumber?: string | null;
}) {
  const doc = invoiceNumber ? `tax invoice ${invoiceNumber}` : `receipt ${label}`;
  const [busy, setBusy] = useState(false);
  // A fallback URL is the authenticated API path: a plain link would carry no token.
  const signed = !url.startsWith('/v1/admin/');

  async function download() {
    if (busy) return;
    setBusy(true);
    try {
      await downloadReceipt(paymentId);
    } catch (err) {
      toast({
        title: 'Error',
        description: errorMessage(err, 'Failed to download the receipt'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      {signed ? (
        <Button asChild variant="outline" size="sm">
          <a href={url} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden />
            Open<span className="sr-only"> {doc} in a new tab</span>
          </a>
        </Button>
      ) : null}
      <Button variant="outline" size="sm" busy={busy} busyLabel="Downloading..." onClick={download}>
        <Download aria-hidden />
        Download{invoiceNumber ? ' tax invoice' : ' receipt'}
        <span className="sr-only"> {invoiceNumber ?? label}</span>
      </Button>
    </div>
  );
}
