import { tooLargeMessage, typeNotAllowedMessage, UPLOAD_PURPOSES } from '@ih/contract/upload-rules';
import { useEffect, useRef, useState } from 'react';
import { errorMessage, uploadFile } from '@/lib/api-client';

const ASSET = UPLOAD_PURPOSES['campaign-asset'];
export const IMAGE_TYPES = ASSET.types.filter((t) => t.startsWith('image/'));
export const ALL_ASSET_TYPES: readonly string[] = ASSET.types;

/**
 * One upload slot for a campaign asset: checks type and size first (the server checks again, by
 * content), streams the file with progress, and answers its public fileUrl. `onBusyChange` lets the
 * form hold Save while a file is still on its way.
 */
export function useAssetUpload(onBusyChange: (busy: boolean) => void, allowed: readonly string[]) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const abort = useRef<AbortController | null>(null);
  // Leaving the page cancels an upload still running.
  useEffect(() => () => abort.current?.abort(), []);

  async function upload(file: File): Promise<string | null> {
    setError(undefined);
    if (!allowed.includes(file.type)) {
      setError(typeNotAllowedMessage(allowed));
      return null;
    }
    if (file.size > ASSET.maxBytes) {
      setError(tooLargeMessage(ASSET.maxBytes));
      return null;
    }
    abort.current = new AbortController();
    setProgress(0);
    onBusyChange(true);
    try {
      const uploaded = await uploadFile(file, {
        purpose: 'campaign-asset',
        scope: 'staff',
        onProgress: setProgress,
        signal: abort.current.signal,
        fallbackMessage: 'Failed to upload the file',
      });
      return uploaded.fileUrl;
    } catch (err) {
      if (!(err instanceof DOMException && err.name === 'AbortError'))
        setError(errorMessage(err, 'Failed to upload the file'));
      return null;
    } finally {
      setProgress(null);
      onBusyChange(false);
    }
  }

  return { upload, progress, error, busy: progress !== null };
}
