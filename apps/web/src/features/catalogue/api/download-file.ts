import { downloadFile } from '@ih/contract/files';
import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api-client';
import { downloadName } from '../lib/text';

/** Hands a blob to the browser as a saved file. */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked a little later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** POST /v1/collateral/download-file { imageUrl }, saved under the server's file name. */
export function useDownloadFile() {
  return useMutation({
    mutationFn: async (imageUrl: string) => {
      const { blob, fileName } = await apiBlob(downloadFile, {
        body: { imageUrl },
        fallbackMessage: 'Failed to download file',
      });
      const name = downloadName(fileName, imageUrl);
      saveBlob(blob, name);
      return name;
    },
  });
}
