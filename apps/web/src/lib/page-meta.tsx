import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

export interface Crumb {
  label: string;
  to?: string;
}

/** What a page tells the shell's header: its title, an optional back target and breadcrumb. */
export interface PageMeta {
  title: string;
  /** A path, or -1 for "previous page in history". */
  back?: string | -1;
  breadcrumb?: Crumb[];
}

type Setter = (meta: PageMeta) => void;
const PageMetaContext = createContext<Setter | null>(null);

const APP_NAME = 'Influence Hub';

export function PageMetaProvider({ onChange, children }: { onChange: Setter; children: ReactNode }) {
  return <PageMetaContext.Provider value={onChange}>{children}</PageMetaContext.Provider>;
}

/**
 * Sets the shell header (and the document title) for the current page. Works outside a shell too
 * (only the document title changes), so pages can be rendered alone in tests.
 */
export function usePageMeta(meta: PageMeta): void {
  const set = useContext(PageMetaContext);
  // Compare by value: callers pass a fresh object every render.
  const key = JSON.stringify(meta);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the value identity of `meta`
  useEffect(() => {
    set?.(meta);
    document.title = `${meta.title} | ${APP_NAME}`;
  }, [key, set]);
}

/** The shell's copy of the current page's meta. */
export function usePageMetaState(initialTitle: string) {
  return useState<PageMeta>({ title: initialTitle });
}
