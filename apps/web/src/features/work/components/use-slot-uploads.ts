import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, type UploadedFile, uploadFile } from '@/lib/api-client';

/** One picker's file: chosen, uploading with progress, uploaded, or failed. */
export interface Slot {
  file: File;
  /** Object URL for the preview before submitting; revoked when the file goes. */
  previewUrl: string;
  progress: number;
  state: 'uploading' | 'done' | 'error';
  uploaded?: UploadedFile;
  error?: string;
}

/**
 * Files chosen in the upload page's pickers, keyed by picker. Each file is streamed to POST /v1/files
 * the moment it is chosen (design §7: progress shown), so Submit only sends the stored URLs. Replacing
 * or removing a file cancels its upload and frees its preview.
 */
export function useSlotUploads(purpose: string, fallbackMessage: string) {
  const [slots, setSlots] = useState<Record<string, Slot>>({});
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Map<string, string>());

  const release = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    const url = previews.current.get(key);
    if (url) URL.revokeObjectURL(url);
    previews.current.delete(key);
  }, []);

  useEffect(
    () => () => {
      for (const key of [...controllers.current.keys(), ...previews.current.keys()]) release(key);
    },
    [release],
  );

  const patch = useCallback((key: string, file: File, change: Partial<Slot>) => {
    // A late progress event of a replaced file must not touch its successor.
    setSlots((all) => {
      const slot = all[key];
      return slot && slot.file === file ? { ...all, [key]: { ...slot, ...change } } : all;
    });
  }, []);

  const pick = useCallback(
    (key: string, file: File) => {
      release(key);
      const controller = new AbortController();
      const previewUrl = URL.createObjectURL(file);
      controllers.current.set(key, controller);
      previews.current.set(key, previewUrl);
      setSlots((all) => ({ ...all, [key]: { file, previewUrl, progress: 0, state: 'uploading' } }));
      uploadFile(file, {
        purpose,
        signal: controller.signal,
        fallbackMessage,
        onProgress: (progress) => patch(key, file, { progress }),
      }).then(
        (uploaded) => {
          controllers.current.delete(key);
          patch(key, file, { state: 'done', progress: 100, uploaded });
        },
        (error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          controllers.current.delete(key);
          patch(key, file, { state: 'error', error: errorMessage(error, fallbackMessage) });
        },
      );
    },
    [purpose, fallbackMessage, patch, release],
  );

  const remove = useCallback(
    (key: string) => {
      release(key);
      setSlots((all) => {
        const { [key]: _gone, ...rest } = all;
        return rest;
      });
    },
    [release],
  );

  const list = Object.values(slots);
  return {
    slots,
    pick,
    remove,
    uploading: list.some((s) => s.state === 'uploading'),
    uploadedCount: list.filter((s) => s.state === 'done').length,
  };
}
