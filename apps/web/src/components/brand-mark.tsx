/**
 * The product's mark, the art of /favicon.svg (which the app's sidebar and the loading splash show),
 * drawn inline so the public pages fetch no image for it. One mark everywhere: the browser tab, the
 * landing page, sign-in and the app.
 */
export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill="#6d28d9" />
      <path d="M20 18h6v28h-6zM38 18h6v28h-6zM26 29h12v6H26z" fill="#fff" />
      <circle cx="49" cy="15" r="5" fill="#fbbf24" />
    </svg>
  );
}
