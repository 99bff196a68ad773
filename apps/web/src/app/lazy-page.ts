import type { ComponentType } from 'react';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A lazily loaded route module: each page is its own chunk, fetched on first visit (design §7). It is
 * asked for in a task after the one that matched the route: the router's first task is the longest of
 * a page's first load, and there the loaders' API calls go out first (ADR 028).
 */
export const page = (load: () => Promise<{ default: ComponentType }>) => async () => {
  await nextTask();
  return { Component: (await load()).default };
};
