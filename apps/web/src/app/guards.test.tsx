import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/lib/session';
import { CreatorGuestOnly, RequireCreator, RequireStaff, StaffGuestOnly } from './guards';
import { documentNavigation } from './public-document';

const page = (text: string) => <p>{text}</p>;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <RequireCreator>{page('dashboard')}</RequireCreator> },
      { path: '/signin', element: <CreatorGuestOnly>{page('sign in')}</CreatorGuestOnly> },
      { path: '/admin/signin', element: <StaffGuestOnly>{page('staff sign in')}</StaffGuestOnly> },
      {
        path: '/admin',
        element: (
          <RequireStaff>
            <Outlet />
          </RequireStaff>
        ),
        children: [{ index: true, element: page('overview') }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('route guards', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('sends a guest from a signed-in page to /signin, the public document, in one page load', () => {
    const load = vi.spyOn(documentNavigation, 'replace').mockImplementation(() => {});
    renderAt('/');
    expect(load).toHaveBeenCalledWith('/signin');
    expect(screen.queryByText('dashboard')).toBeNull();
    load.mockRestore();
  });

  it('sends a signed-in creator away from /signin to /', () => {
    localStorage.setItem('accessToken', 't');
    const router = renderAt('/signin');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('dashboard')).toBeTruthy();
  });

  it('keeps the staff console for staff only; a creator token does not open it', () => {
    localStorage.setItem('accessToken', 't');
    const router = renderAt('/admin');
    expect(router.state.location.pathname).toBe('/admin/signin');
  });

  it('lets staff in and sends signed-in staff away from the staff sign-in', () => {
    localStorage.setItem('adminAccessToken', 's');
    const router = renderAt('/admin/signin');
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.getByText('overview')).toBeTruthy();
  });

  it('follows a logout at once', () => {
    const load = vi.spyOn(documentNavigation, 'replace').mockImplementation(() => {});
    localStorage.setItem('accessToken', 't');
    renderAt('/');
    expect(screen.getByText('dashboard')).toBeTruthy();
    act(() => clearSession('creator'));
    expect(load).toHaveBeenCalledWith('/signin');
    expect(screen.queryByText('dashboard')).toBeNull();
    load.mockRestore();
  });
});
