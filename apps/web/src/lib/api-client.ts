import { GENERIC_MESSAGES } from '@ih/contract/error-messages';
import {
  type BodyOf,
  buildPath,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type RouteFields,
} from '@ih/contract/operation';
import { t } from '@lingui/core/macro';
import { currentLanguage } from './i18n';
import { clearSession, getToken, type Scope } from './session';

/** A failed call: the server's status, code, message (a sentence to show) and per-field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: Record<string, string> | undefined;
  constructor(status: number, code: string, message: string, errors?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

/** What a request that never reached the server says, in the reader's language. */
export const networkMessage = () => t`Could not reach the server. Check your connection and try again.`;

const SIGN_IN_PATH: Record<Scope, string> = { creator: '/signin', staff: '/admin/signin' };

/** Where a 401 sends the user. The router swaps in its own navigate so the page is not reloaded. */
let redirectTo: (path: string) => void = (path) => window.location.assign(path);
export function setUnauthorizedRedirect(fn: (path: string) => void): void {
  redirectTo = fn;
}

/** Staff paths use the staff session; everything else the creator's (unless told otherwise). */
export function scopeOf(path: string, scope?: Scope): Scope {
  return scope ?? (path.startsWith('/v1/admin/') ? 'staff' : 'creator');
}

/** Any 401 clears that scope's session and sends the user to its sign-in (doc 000 §4, doc 001 §7). */
function onUnauthorized(scope: Scope) {
  clearSession(scope);
  const target = SIGN_IN_PATH[scope];
  if (window.location.pathname !== target) redirectTo(target);
}

export interface RequestOptions<T extends RouteFields> {
  params?: ParamsOf<T>;
  query?: QueryOf<T>;
  body?: BodyOf<T>;
  signal?: AbortSignal;
  scope?: Scope;
  /** Shown when the server gives no message (the spec names one per call, e.g. 'Failed to fetch brands'). */
  fallbackMessage?: string;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

export function toQueryString(query: object | undefined): string {
  if (!query) return '';
  const sp = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, QueryValue>)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) sp.append(key, String(v));
    else sp.append(key, String(value));
  }
  const s = sp.toString();
  return s ? `?${s}` : '';
}

function fallbackFor(status: number, given?: string): string {
  if (given) return given;
  if (status === 401) return GENERIC_MESSAGES.unauthenticated;
  if (status === 403) return GENERIC_MESSAGES.forbidden;
  if (status === 404) return GENERIC_MESSAGES.notFound;
  if (status === 413) return GENERIC_MESSAGES.tooLarge;
  if (status === 429) return GENERIC_MESSAGES.rateLimited;
  return GENERIC_MESSAGES.internal;
}

/** Builds an ApiError from a failure answer, keeping the server's sentence when it sent one. */
export function errorFromBody(status: number, body: unknown, fallbackMessage?: string): ApiError {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const message =
    typeof b.message === 'string' && b.message.trim() ? b.message : fallbackFor(status, fallbackMessage);
  const code = typeof b.code === 'string' ? b.code : `HTTP_${status}`;
  const errors = b.errors && typeof b.errors === 'object' ? (b.errors as Record<string, string>) : undefined;
  return new ApiError(status, code, message, errors);
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send<T extends RouteFields>(op: T, opts: RequestOptions<T>): Promise<Response> {
  const path = buildPath(op.path, opts.params as Record<string, string | number> | undefined);
  const scope = scopeOf(op.path, opts.scope);
  const token = getToken(scope);
  // The reader's language, so what the server writes for them (a registration's language, e-mails to
  // a guest) follows the app's switch (design §19).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  try {
    res = await fetch(path + toQueryString(opts.query as object | undefined), {
      method: op.method,
      headers,
      body,
      signal: opts.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', opts.fallbackMessage ?? networkMessage());
  }
  if (res.status === 401) onUnauthorized(scope);
  if (!res.ok) throw errorFromBody(res.status, await readBody(res), opts.fallbackMessage);
  return res;
}

/**
 * Calls one contract operation by its route (`@ih/contract/client/<domain>`); the request and the
 * answer are typed from the operation's schemas.
 */
export async function apiRequest<T extends RouteFields>(
  op: T,
  opts: RequestOptions<T> = {},
): Promise<ResponseOf<T>> {
  const res = await send(op, opts);
  const body = await readBody(res);
  // Some callers of the documents treat `success: false` in a 200 as a failure; honour it too.
  if (body && typeof body === 'object' && (body as { success?: unknown }).success === false)
    throw errorFromBody(res.status, body, opts.fallbackMessage);
  return body as ResponseOf<T>;
}

/** Calls an operation that answers with a file; resolves to its bytes and suggested name. */
export async function apiBlob<T extends RouteFields>(
  op: T,
  opts: RequestOptions<T> = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const res = await send(op, opts);
  const disposition = res.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return { blob: await res.blob(), fileName: match?.[1] ? decodeURIComponent(match[1]) : null };
}

export interface UploadedFile {
  _id: string;
  fileUrl: string;
  name: string;
  size: number;
  contentType: string;
}

export interface UploadOptions {
  /** What the file is for (the API decides limits, types and visibility by it). */
  purpose: string;
  scope?: Scope;
  /** Percent sent, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  fallbackMessage?: string;
}

/**
 * Streams one file to POST /v1/files. XMLHttpRequest rather than fetch because only it reports
 * upload progress, which a large video needs (design §7).
 */
export function uploadFile(file: File, opts: UploadOptions): Promise<UploadedFile> {
  const scope = opts.scope ?? 'creator';
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/v1/files');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken(scope);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    const onAbort = () => xhr.abort();
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => opts.signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status === 401) onUnauthorized(scope);
      if (xhr.status < 200 || xhr.status >= 300)
        return reject(errorFromBody(xhr.status, body, opts.fallbackMessage));
      opts.onProgress?.(100);
      resolve((body as { data: UploadedFile }).data);
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, 'NETWORK', opts.fallbackMessage ?? networkMessage()));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('Upload cancelled', 'AbortError'));
    };
    const form = new FormData();
    // Fields before the file: the server reads the stream in order and needs the purpose first.
    form.append('purpose', opts.purpose);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** The message to show for any thrown value. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.message;
  return fallback;
}
