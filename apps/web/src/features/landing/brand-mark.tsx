/** The product's mark, drawn inline so the public pages load no image files. */
export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden focusable="false">
      <defs>
        <linearGradient id="ih-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="1" stopColor="#db2777" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#ih-mark)" />
      <circle cx="16" cy="12.5" r="4.5" fill="#fff" />
      <path
        d="M8 25c1.4-4.6 4.5-7 8-7s6.6 2.4 8 7"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <circle cx="24.5" cy="8" r="2" fill="#fde68a" />
    </svg>
  );
}
