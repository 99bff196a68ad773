import { downloadFile } from '@ih/contract/files';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { apiBlob } from '@/lib/api-client';
import { WORK_TEXT } from '../lib/messages';

/** The name a file is saved under: the server's, else the URL's last segment, else 'download'. */
export function downloadName(serverName: string | null, url: string, given?: string): string {
  if (serverName?.trim()) return serverName.trim();
  if (given?.trim()) return given.trim();
  const last = url.split(/[?#]/)[0]?.split('/').filter(Boolean).at(-1);
  return last ? decodeURIComponent(last) : 'download';
}

function saveBlob(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked a little later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * POST /v1/collateral/download-file { imageUrl } (doc 001 §7), with the spec's toasts; on failure
 * the link opens in a new tab instead, as the document says.
 */
export function useDownloadFile() {
  return useMutation({
    mutationFn: async ({ url, name }: { url: string; name?: string }) => {
      const { blob, fileName } = await apiBlob(downloadFile, { body: { imageUrl: url } });
      const saved = downloadName(fileName, url, name);
      saveBlob(blob, saved);
      return saved;
    },
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
