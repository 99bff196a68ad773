import { useLingui } from '@lingui/react/macro';
import { ArrowLeft, ChevronRight, Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import type { PageMeta } from '@/lib/page-meta';

/** Title row of a signed-in page: menu (below 1024 px), back, title, breadcrumb and a right-hand slot. */
export function ShellHeader({
  meta,
  onOpenMenu,
  right,
  below,
}: {
  meta: PageMeta;
  onOpenMenu: () => void;
  right?: ReactNode;
  /** Shown under the title row on narrow screens (where `right` has no room for it). */
  below?: ReactNode;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="flex h-16 items-center gap-2 px-4 sm:px-6">
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          onClick={onOpenMenu}
          aria-label={t`Open menu`}
        >
          <Menu aria-hidden />
        </Button>
        {meta.back !== undefined ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t`Go back`}
            onClick={() => (meta.back === -1 ? navigate(-1) : navigate(meta.back as string))}
          >
            <ArrowLeft aria-hidden />
          </Button>
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col justify-center">
          {meta.breadcrumb && meta.breadcrumb.length > 0 ? (
            <nav aria-label={t`Breadcrumb`} className="hidden sm:block">
              <ol className="flex items-center gap-1 text-xs text-gray-600">
                {meta.breadcrumb.map((c, i) => (
                  <li key={c.to ?? c.label} className="flex items-center gap-1">
                    {i > 0 ? <ChevronRight aria-hidden className="size-3" /> : null}
                    {c.to ? (
                      <Link
                        to={c.to}
                        className="inline-flex min-h-6 items-center rounded hover:text-brand-700 hover:underline"
                      >
                        {c.label}
                      </Link>
                    ) : (
                      <span aria-current="page">{c.label}</span>
                    )}
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <h1 className="truncate text-lg font-semibold text-gray-900 sm:text-xl">{meta.title}</h1>
        </div>
        {right}
      </div>
      {below ? <div className="border-t border-border px-4 py-2 sm:px-6 lg:hidden">{below}</div> : null}
    </header>
  );
}
