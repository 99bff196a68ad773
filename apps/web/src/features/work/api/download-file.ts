import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { downloadCollateral } from '@/lib/download';
import { WORK_TEXT } from '../lib/messages';

/**
 * POST /v1/collateral/download-file { imageUrl } (doc 001 §7), with the spec's toasts; on failure
 * the link opens in a new tab instead, as the document says.
 */
export function useDownloadFile() {
  return useMutation({
    mutationFn: ({ url, name }: { url: string; name?: string }) => downloadCollateral(url, { name }),
    onSuccess: (saved) =>
      toast({ title: WORK_TEXT.downloadStarted, description: `${saved} is being downloaded.` }),
    onError: (_error, { url }) => {
      toast({
        title: WORK_TEXT.downloadFailedTitle,
        description: WORK_TEXT.downloadFailed,
        variant: 'destructive',
      });
      window.open(url, '_blank', 'noopener,noreferrer');
    },
  });
}
