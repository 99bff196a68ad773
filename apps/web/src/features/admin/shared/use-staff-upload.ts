import { tooLargeMessage, typeNotAllowedMessage, UPLOAD_PURPOSES } from '@ih/contract/upload-rules';
import { useEffect, useRef, useState } from 'react';
import { errorMessage, uploadFile } from '@/lib/api-client';

/**
 * One upload slot of a console form: checks type and size first (the server checks again, by
 * content), streams the file with progress, and answers its public fileUrl (null when it did not
 * go). `onBusyChange` lets the form hold Save while a file is still on its way.
 */
export function useStaffUpload({
  purpose,
  allowed,
  failed,
  onBusyChange,
}: {
  purpose: 'brand-logo' | 'campaign-asset';
  allowed: readonly string[];
  /** The sentence for a failure the server did not word. */
  failed: string;
  onBusyChange: (busy: boolean) => void;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const abort = useRef<AbortController | null>(null);
  // Leaving the page cancels an upload still running.
  useEffect(() => () => abort.current?.abort(), []);

  async function upload(file: File): Promise<string | null> {
    const { maxBytes } = UPLOAD_PURPOSES[purpose];
    const refused = !allowed.includes(file.type)
      ? typeNotAllowedMessage(allowed)
      : file.size > maxBytes
        ? tooLargeMessage(maxBytes)
        : undefined;
    setError(refused);
    if (refused) return null;
    abort.current = new AbortController();
    setProgress(0);
    onBusyChange(true);
    try {
      const uploaded = await uploadFile(file, {
        purpose,
        scope: 'staff',
        onProgress: setProgress,
        signal: abort.current.signal,
        fallbackMessage: failed,
      });
      return uploaded.fileUrl;
    } catch (err) {
      if (!(err instanceof DOMException && err.name === 'AbortError')) setError(errorMessage(err, failed));
      return null;
    } finally {
      setProgress(null);
      onBusyChange(false);
    }
  }

  return { upload, progress, error, busy: progress !== null };
}
