import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronsLeft, ChevronsRight, type LucideIcon } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';

const MobileDrawer = lazy(() => import('./mobile-drawer'));

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Active only on the exact path (for '/' and '/admin'). */
  end?: boolean;
  /** Active below its path except under this one (another item's: /admin/creators/search). */
  except?: string;
}

export interface NavSection {
  label?: string;
  items: NavItem[];
}

function NavList({
  sections,
  collapsed,
  onNavigate,
}: {
  sections: NavSection[];
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const under = (path?: string) => Boolean(path && (pathname === path || pathname.startsWith(`${path}/`)));
  return (
    <nav aria-label={t`Main`} className="flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto px-3 py-4">
      {sections.map((section) => (
        <div key={section.label ?? 'main'} className="flex flex-col gap-1">
          {section.label ? (
            <p
              className={cn(
                'px-3 pb-1 text-xs font-semibold tracking-wide text-gray-600 uppercase',
                collapsed && 'sr-only',
              )}
            >
              {section.label}
            </p>
          ) : null}
          <ul className="flex flex-col gap-1">
            {section.items.map((item) => {
              const elsewhere = under(item.except);
              const link = (
                <NavLink
                  to={item.to}
                  end={item.end}
                  onClick={onNavigate}
                  aria-label={collapsed ? item.label : undefined}
                  aria-current={elsewhere ? false : 'page'}
                  className={({ isActive }) =>
                    cn(
                      'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
                      collapsed && 'justify-center px-0',
                      isActive && !elsewhere
                        ? 'bg-brand-50 text-brand-800'
                        : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
                    )
                  }
                >
                  <item.icon aria-hidden className="size-5 shrink-0" />
                  {collapsed ? null : <span>{item.label}</span>}
                </NavLink>
              );
              return (
                <li key={item.to}>
                  {collapsed ? (
                    <Tooltip content={item.label} side="right">
                      {link}
                    </Tooltip>
                  ) : (
                    link
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function Brand({ title, collapsed }: { title: string; collapsed: boolean }) {
  return (
    <div className={cn('flex items-center gap-3', collapsed && 'justify-center')}>
      <img src="/favicon.svg" alt="" className="size-8 shrink-0" />
      {collapsed ? (
        <span className="sr-only">{title}</span>
      ) : (
        <span className="text-sm leading-tight font-semibold text-gray-900">{title}</span>
      )}
    </div>
  );
}

/**
 * The shell's navigation: a fixed column at 1024 px and up (collapsible to icons), and below that
 * an overlay opened from the header (design §9). The overlay is a modal dialog, so focus stays in
 * it and Escape closes it.
 */
export function Sidebar({
  title,
  sections,
  footer,
  collapsed,
  onToggleCollapsed,
  mobileOpen,
  onMobileOpenChange,
}: {
  title: string;
  sections: NavSection[];
  footer: (collapsed: boolean) => ReactNode;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  mobileOpen: boolean;
  onMobileOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      {/* The white column runs the page's full height; the sidebar inside it stays in view. */}
      <div className="hidden shrink-0 border-r border-border bg-white lg:block">
        <aside
          className={cn(
            'sticky top-0 flex h-dvh flex-col transition-[width] duration-200',
            collapsed ? 'w-18' : 'w-64',
          )}
        >
          <div className={cn('flex h-16 items-center border-b border-border px-4', collapsed && 'px-2')}>
            <Brand title={title} collapsed={collapsed} />
          </div>
          <NavList sections={sections} collapsed={collapsed} />
          <div className="flex flex-col gap-1 border-t border-border p-3">
            {footer(collapsed)}
            <button
              type="button"
              onClick={onToggleCollapsed}
              aria-expanded={!collapsed}
              aria-label={collapsed ? t`Expand sidebar` : t`Collapse sidebar`}
              className={cn(
                'flex h-10 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium text-gray-700 hover:bg-gray-100',
                collapsed && 'justify-center px-0',
              )}
            >
              {collapsed ? (
                <ChevronsRight aria-hidden className="size-5" />
              ) : (
                <ChevronsLeft aria-hidden className="size-5" />
              )}
              {collapsed ? null : <Trans>Collapse</Trans>}
            </button>
          </div>
        </aside>
      </div>

      {mobileOpen ? (
        // The drawer (a Radix dialog) loads when first opened, below 1024 px only.
        <Suspense fallback={null}>
          <MobileDrawer
            open={mobileOpen}
            onOpenChange={onMobileOpenChange}
            header={<Brand title={title} collapsed={false} />}
          >
            <NavList sections={sections} collapsed={false} onNavigate={() => onMobileOpenChange(false)} />
            <div className="flex shrink-0 flex-col gap-1 border-t border-border p-3">{footer(false)}</div>
          </MobileDrawer>
        </Suspense>
      ) : null}
    </>
  );
}

/** The Logout row at the bottom of the sidebar. */
export function SidebarAction({
  label,
  icon: Icon,
  onClick,
  collapsed,
}: {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  collapsed: boolean;
}) {
  const button = (
    <button
      type="button"
      onClick={onClick}
      aria-label={collapsed ? label : undefined}
      className={cn(
        'flex h-10 w-full cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium text-red-700 hover:bg-red-50',
        collapsed && 'justify-center px-0',
      )}
    >
      <Icon aria-hidden className="size-5 shrink-0" />
      {collapsed ? null : <span>{label}</span>}
    </button>
  );
  return collapsed ? (
    <Tooltip content={label} side="right">
      {button}
    </Tooltip>
  ) : (
    button
  );
}
