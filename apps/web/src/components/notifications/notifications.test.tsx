import type { Notification, NotificationPreference } from '@ih/contract/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { badgeText, NotificationBell } from './notification-bell';
import { NotificationPreferencesCard } from './preferences-card';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn() }));
vi.mock('@/lib/live-updates', () => ({ useLiveUpdates: () => undefined }));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(),
}));

const note = (i: number, readAt: string | null = null): Notification => ({
  _id: `00000000-0000-4000-8000-00000000000${i}`,
  type: 'application.accepted',
  category: 'applications',
  title: `Application accepted: Campaign ${i}`,
  body: 'Body',
  link: `/work/details/c${i}`,
  createdAt: '2026-11-24T04:00:00.000Z',
  readAt,
});

/** The API's answer envelope around `data`. */
const ok = (data: unknown, more: object = {}) => ({ success: true, message: '', data, ...more });

/** Answers by path, as the server would; records what was sent. */
function serve(routes: Record<string, (body?: unknown) => unknown>) {
  vi.mocked(apiRequest).mockImplementation(async (op, opts) => {
    const key = `${op.method} ${op.path}`;
    const handler = routes[key];
    if (!handler) throw new Error(`no answer for ${key}`);
    return handler((opts as { body?: unknown } | undefined)?.body) as never;
  });
}

function mount(element: React.ReactNode, at = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/work/details/:id', element: <p>Work page</p> },
      { path: '/notifications', element: <p>All notifications</p> },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the bell', () => {
  afterEach(cleanup);

  it('shows the unread count in its name and badge, "9+" past nine', async () => {
    serve({
      'GET /v1/influencer/notifications/unread-count': () => ok({ count: 3 }),
    });
    mount(<NotificationBell scope="creator" />);
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
    expect(screen.getByTestId('notification-count').textContent).toBe('3');
    expect(badgeText(12)).toBe('9+');
  });

  it('opens a panel; a notification marks itself read and opens its page', async () => {
    const read = vi.fn(() => ({ success: true, message: '', data: { updated: 1, unreadCount: 0 } }));
    serve({
      'GET /v1/influencer/notifications/unread-count': () => ok({ count: 1 }),
      'GET /v1/influencer/notifications': () =>
        ok([note(1), note(2, '2026-11-24T04:10:00.000Z')], {
          pagination: { page: 1, limit: 10, total: 2, totalPages: 1 },
          unreadCount: 1,
        }),
      'POST /v1/influencer/notifications/read': read,
    });
    const router = mount(<NotificationBell scope="creator" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const item = await screen.findByRole('button', { name: /Unread:\s*Application accepted: Campaign 1/ });
    expect(screen.getByRole('button', { name: /^Application accepted: Campaign 2/ })).toBeTruthy();
    fireEvent.click(item);
    await waitFor(() => expect(router.state.location.pathname).toBe('/work/details/c1'));
    expect(read).toHaveBeenCalledWith({ ids: [note(1)._id] });
  });

  it('says so when there is nothing', async () => {
    serve({
      'GET /v1/influencer/notifications/unread-count': () => ok({ count: 0 }),
      'GET /v1/influencer/notifications': () =>
        ok([], { pagination: { page: 1, limit: 10, total: 0, totalPages: 1 }, unreadCount: 0 }),
    });
    mount(<NotificationBell scope="creator" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText("You're all caught up")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('notification preferences', () => {
  afterEach(cleanup);

  const prefs = (email: boolean): NotificationPreference[] => [
    {
      category: 'digest',
      label: 'Weekly campaign digest',
      description: 'd',
      inApp: true,
      email,
      emailLocked: false,
      sms: false,
      smsAvailable: false,
      push: true,
    },
    {
      category: 'payments',
      label: 'Payments',
      description: 'p',
      inApp: true,
      email: true,
      emailLocked: true,
      sms: false,
      smsAvailable: false,
      push: true,
    },
  ];

  it('switches e-mail per category, keeps payments locked on, and shows no SMS without a provider', async () => {
    const saved = vi.fn((body: unknown) => {
      const on = (body as { preferences: { email: boolean }[] }).preferences[0]?.email ?? false;
      return { success: true, message: '', data: prefs(on) };
    });
    serve({
      'GET /v1/influencer/notification-preferences': () => ok(prefs(false)),
      'PUT /v1/influencer/notification-preferences': saved,
    });
    mount(<NotificationPreferencesCard scope="creator" />);
    const digest = (await screen.findByRole('switch', {
      name: 'E-mail for Weekly campaign digest',
    })) as HTMLInputElement;
    expect(digest.checked).toBe(false);
    expect((screen.getByRole('switch', { name: 'E-mail for Payments' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(screen.queryByRole('switch', { name: /^SMS/ })).toBeNull();
    fireEvent.click(digest);
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith({ preferences: [{ category: 'digest', email: true }] }),
    );
    await waitFor(() => expect(digest.checked).toBe(true));
  });

  it('switches push per category, sending only the push field', async () => {
    const saved = vi.fn(() => ({
      success: true,
      message: '',
      data: prefs(false).map((p) => (p.category === 'payments' ? { ...p, push: false } : p)),
    }));
    serve({
      'GET /v1/influencer/notification-preferences': () => ok(prefs(false)),
      'PUT /v1/influencer/notification-preferences': saved,
    });
    mount(<NotificationPreferencesCard scope="creator" />);
    const push = (await screen.findByRole('switch', { name: 'Push for Payments' })) as HTMLInputElement;
    expect(push.checked).toBe(true);
    expect(push.disabled).toBe(false);
    fireEvent.click(push);
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith({ preferences: [{ category: 'payments', push: false }] }),
    );
    await waitFor(() => expect(push.checked).toBe(false));
  });
});
