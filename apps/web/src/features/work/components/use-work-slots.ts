import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, uploadFile } from '@/lib/api-client';

/** One file in an upload slot: a fresh pick (uploading, done or failed) or one restored from the draft. */
export interface SlotFile {
  /** This page's own key for the entry (a fresh pick and its retry are different entries). */
  key: string;
  name: string;
  contentType: string;
  /** An object URL of a fresh pick, or the stored file's (signed) URL for a restored one. */
  previewUrl: string;
  progress: number;
  state: 'uploading' | 'done' | 'error';
  /** The stored file's URL, once uploaded: what the draft and the submission send. */
  fileUrl?: string;
  error?: string;
}

export type SlotFiles = Record<string, SlotFile[]>;

let counter = 0;
const nextKey = () => `f${++counter}`;

/**
 * The files of the upload page's slots (one per deliverable and platform), each slot an ordered
 * list (a Carousel's slides). A file streams to POST /v1/files the moment it is added (design §7:
 * progress shown), so Submit and the draft only send stored URLs. Removing a file cancels its
 * upload and frees its preview; `move` reorders a slot's files.
 */
export function useWorkSlots(purpose: string, fallbackMessage: string, initial: SlotFiles) {
  const [slots, setSlots] = useState<SlotFiles>(initial);
  const controllers = useRef(new Map<string, AbortController>());
  const objectUrls = useRef(new Map<string, string>());

  const release = useCallback((fileKey: string) => {
    controllers.current.get(fileKey)?.abort();
    controllers.current.delete(fileKey);
    const url = objectUrls.current.get(fileKey);
    if (url) URL.revokeObjectURL(url);
    objectUrls.current.delete(fileKey);
  }, []);

  useEffect(
    () => () => {
      for (const key of [...controllers.current.keys(), ...objectUrls.current.keys()]) release(key);
    },
    [release],
  );

  const patch = useCallback((slot: string, fileKey: string, change: Partial<SlotFile>) => {
    // A late progress event of a removed file finds nothing to change.
    setSlots((all) => {
      const list = all[slot];
      if (!list?.some((f) => f.key === fileKey)) return all;
      return { ...all, [slot]: list.map((f) => (f.key === fileKey ? { ...f, ...change } : f)) };
    });
  }, []);

  /** Adds files at the end of a slot (`replace`: instead of what it holds, for a one-file slot). */
  const add = useCallback(
    (slot: string, files: File[], opts: { replace?: boolean } = {}) => {
      const entries = files.map((file): SlotFile & { file: File } => {
        const key = nextKey();
        const previewUrl = URL.createObjectURL(file);
        objectUrls.current.set(key, previewUrl);
        return {
          key,
          file,
          name: file.name,
          contentType: file.type,
          previewUrl,
          progress: 0,
          state: 'uploading',
        };
      });
      setSlots((all) => {
        if (opts.replace) for (const f of all[slot] ?? []) release(f.key);
        const kept = opts.replace ? [] : (all[slot] ?? []);
        return { ...all, [slot]: [...kept, ...entries.map(({ file: _file, ...entry }) => entry)] };
      });
      for (const { key, file } of entries) {
        const controller = new AbortController();
        controllers.current.set(key, controller);
        uploadFile(file, {
          purpose,
          signal: controller.signal,
          fallbackMessage,
          onProgress: (progress) => patch(slot, key, { progress }),
        }).then(
          (uploaded) => {
            controllers.current.delete(key);
            patch(slot, key, { state: 'done', progress: 100, fileUrl: uploaded.fileUrl });
          },
          (error: unknown) => {
            if (error instanceof DOMException && error.name === 'AbortError') return;
            controllers.current.delete(key);
            patch(slot, key, { state: 'error', error: errorMessage(error, fallbackMessage) });
          },
        );
      }
    },
    [purpose, fallbackMessage, patch, release],
  );

  const remove = useCallback(
    (slot: string, fileKey: string) => {
      release(fileKey);
      setSlots((all) => ({ ...all, [slot]: (all[slot] ?? []).filter((f) => f.key !== fileKey) }));
    },
    [release],
  );

  /** Moves a file one place up (-1) or down (+1) in its slot. */
  const move = useCallback((slot: string, fileKey: string, by: -1 | 1) => {
    setSlots((all) => {
      const list = [...(all[slot] ?? [])];
      const from = list.findIndex((f) => f.key === fileKey);
      const to = from + by;
      if (from < 0 || to < 0 || to >= list.length) return all;
      const [moved] = list.splice(from, 1);
      if (moved) list.splice(to, 0, moved);
      return { ...all, [slot]: list };
    });
  }, []);

  const every = Object.values(slots).flat();
  return {
    slots,
    add,
    remove,
    move,
    uploading: every.some((f) => f.state === 'uploading'),
    /** Files added on this page or restored: unsent work. */
    count: every.length,
  };
}

/** Entries for files the draft already stored. */
export function restoredFiles(files: { name: string; contentType: string; fileUrl: string }[]): SlotFile[] {
  return files.map((f) => ({
    key: nextKey(),
    name: f.name,
    contentType: f.contentType,
    previewUrl: f.fileUrl,
    progress: 100,
    state: 'done',
    fileUrl: f.fileUrl,
  }));
}
