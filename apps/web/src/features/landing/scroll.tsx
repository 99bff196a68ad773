import type { ReactNode } from 'react';

/**
 * Smooth-scrolls to a landing section (doc 000 §2) and moves focus there, so keyboard and screen
 * reader users land where sighted users do. Users who ask for reduced motion get an instant jump.
 */
export function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  // Keep the address shareable without the browser's own jump.
  history.replaceState(history.state, '', `#${id}`);
}

/**
 * An in-page link that still works without JavaScript (plain #hash) and scrolls smoothly with it.
 */
export function SectionLink({
  to,
  className,
  onPick,
  children,
}: {
  to: string;
  className?: string;
  onPick?: () => void;
  children: ReactNode;
}) {
  return (
    <a
      href={`#${to}`}
      className={className}
      onClick={(e) => {
        e.preventDefault();
        onPick?.();
        scrollToSection(to);
      }}
    >
      {children}
    </a>
  );
}
