import { useMutation } from '@tanstack/react-query';
import { downloadCollateral } from '@/lib/download';

/** POST /v1/collateral/download-file { imageUrl }, saved under the server's file name. */
export function useDownloadFile() {
  return useMutation({
    mutationFn: (imageUrl: string) =>
      downloadCollateral(imageUrl, { fallbackMessage: 'Failed to download file' }),
  });
}
