/**
 * Paths served by the light public document (`public.html`) instead of the single-page app: the
 * landing, sign-in and "For brands" pages, which must load little JavaScript (design §7). The API server and the
 * Vite dev server both route these paths to it. No zod here: the web app imports this.
 */
export const PUBLIC_DOCUMENT_PATHS = ['/landing', '/signin', '/verify-otp', '/for-brands'] as const;
export type PublicDocumentPath = (typeof PUBLIC_DOCUMENT_PATHS)[number];

export function isPublicDocumentPath(pathname: string): pathname is PublicDocumentPath {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PUBLIC_DOCUMENT_PATHS as readonly string[]).includes(path);
}
