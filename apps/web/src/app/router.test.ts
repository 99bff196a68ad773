import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './providers';
import { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/** Every path pattern in the router's table, with its parents' ('/admin/creators/:id'). */
function patterns(router: AppRouter): string[] {
  const out: string[] = [];
  const walk = (routes: AppRouter['routes'], prefix: string) => {
    for (const r of routes) {
      const here = r.path ? `${prefix}/${r.path}`.replace(/\/+/g, '/') : prefix;
      if (r.path) out.push(here);
      if (r.children) walk(r.children, here);
    }
  };
  walk(router.routes, '');
  return out;
}

describe('the staff console joins the route table on its first visit', () => {
  let router: AppRouter | undefined;
  afterEach(() => {
    router?.dispose();
    router = undefined;
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('is not in the table a creator page starts with, and joins when an /admin path is visited', async () => {
    window.history.replaceState(null, '', '/thank-you');
    router = createAppRouter(createQueryClient());
    expect(patterns(router)).toContain('/campaigns/:campaignId');
    expect(patterns(router)).toContain('/admin/signin');
    expect(patterns(router).filter((p) => p.startsWith('/admin/creators'))).toEqual([]);

    await router.navigate('/admin/creators/42');
    expect(patterns(router)).toEqual(
      expect.arrayContaining(['/admin', '/admin/creators', '/admin/creators/:id']),
    );
    // The staff page is matched, not the catch-all that sends unknown paths home.
    expect(router.state.location.pathname).toBe('/admin/creators/42');
    expect(router.state.matches.at(-1)?.route.path).toBe('creators/:id');

    // Added once: a second visit finds the routes there and adds nothing.
    const count = patterns(router).length;
    await router.navigate('/admin/payouts');
    expect(patterns(router).length).toBe(count);
  });

  it('is not added by a creator path, nor by the staff sign-in page', async () => {
    window.history.replaceState(null, '', '/thank-you');
    router = createAppRouter(createQueryClient());
    await router.navigate('/campaigns/abc');
    await router.navigate('/admin/signin');
    await router.navigate('/nowhere');
    expect(patterns(router).filter((p) => p === '/admin')).toEqual([]);
  });
});
