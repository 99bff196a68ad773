import { downloadFile } from '@ih/contract/routes/files';
import { apiBlob } from '@/lib/api-client';

/** The name a file is saved under: the server's, else the one given, else the URL's last segment, else 'download'. */
export function downloadName(serverName: string | null, url: string, given?: string): string {
  if (serverName?.trim()) return serverName.trim();
  if (given?.trim()) return given.trim();
  const last = url.split(/[?#]/)[0]?.split('/').filter(Boolean).at(-1);
  return last ? decodeURIComponent(last) : 'download';
}

/** Hands a blob to the browser as a saved file. */
export function saveBlob(blob: Blob, name: string) {
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
 * POST /v1/collateral/download-file { imageUrl }, saved under the server's file name (else `name`, else
 * the URL's last segment). Returns the name it was saved under, for the "is being downloaded" toast.
 */
export async function downloadCollateral(
  url: string,
  opts: { name?: string; fallbackMessage?: string } = {},
): Promise<string> {
  const { blob, fileName } = await apiBlob(downloadFile, {
    body: { imageUrl: url },
    ...(opts.fallbackMessage ? { fallbackMessage: opts.fallbackMessage } : {}),
  });
  const saved = downloadName(fileName, url, opts.name);
  saveBlob(blob, saved);
  return saved;
}
