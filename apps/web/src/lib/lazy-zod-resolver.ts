import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { toast } from '@/components/ui/toast';
import { whenIdle } from './when-idle';

/**
 * Forms validate with the contract's zod schemas (one rule set for server and browser), but zod and
 * the resolver are about 25 KB gzipped: loading them with the page would break the route budget
 * (design §7). So they are imported on first validation, and a form starts that import when the
 * browser is idle after it mounts (`usePreloadWhenIdle`), so the first check does not wait.
 */

/** A module (or anything) loaded on first use, once; a failed load is tried again on the next use. */
export interface Lazy<T> {
  (): Promise<T>;
  /** Starts the load now without waiting for it; a failure is left for the next real use to report. */
  preload(): void;
}

export function lazy<T>(load: () => Promise<T>): Lazy<T> {
  let pending: Promise<T> | undefined;
  const get = (() => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  }) as Lazy<T>;
  get.preload = () => {
    get().catch(() => {});
  };
  return get;
}

/**
 * Runs a lazy validation step; when its code cannot be loaded (offline, or a new release replaced the
 * files) says so, as the route error page does, and rethrows so the caller stops.
 */
export async function withLoadNotice<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (
      error instanceof Error &&
      /dynamically imported module|Importing a module script/i.test(error.message)
    )
      toast({
        title: 'A new version is available',
        description: 'This page was updated while you had it open. Reload to get the latest version.',
        variant: 'destructive',
      });
    throw error;
  }
}

/** After the form mounts, loads its validation code in idle time. `target` must be stable (module level). */
export function usePreloadWhenIdle(target: { preload(): void }): void {
  useEffect(() => whenIdle(() => target.preload()), [target]);
}

const resolvers = lazy(() => import('@hookform/resolvers/zod'));

export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  preload(): void;
};

/**
 * `zodResolver(schema)`, with `@hookform/resolvers/zod` and the schema's module imported on first use:
 * `lazyZodResolver(() => import('@ih/contract/admin-brands').then((m) => m.brandInput))`.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<ZodType<Output, Input>>,
): LazyResolver<Input, Output> {
  const ready = lazy(async () => {
    const [{ zodResolver }, schema] = await Promise.all([resolvers(), loadSchema()]);
    return zodResolver(schema);
  });
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    const resolve = await withLoadNotice(ready);
    return resolve(values, context, options);
  };
  return Object.assign(resolver, { preload: ready.preload });
}
