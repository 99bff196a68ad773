import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { ThreadCard } from './thread-card';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(),
}));

const msg = (id: string, role: 'creator' | 'staff', body: string) => ({
  _id: id,
  author: { role, name: role === 'creator' ? 'Asha' : 'Ravi' },
  body,
  attachments: [],
  createdAt: '2026-11-24T05:00:00.000Z',
  readAt: null,
});

function mount(writable: boolean, sent: unknown[] = []) {
  vi.mocked(apiRequest).mockImplementation(async (op, opts) => {
    if (op.method === 'GET')
      return {
        success: true,
        message: '',
        data: {
          messages: [
            msg('00000000-0000-4000-8000-000000000001', 'staff', 'See https://example.in/brief please'),
          ],
          writable,
        },
      } as never;
    sent.push((opts as { body: unknown }).body);
    return {
      success: true,
      message: '',
      data: msg('00000000-0000-4000-8000-000000000002', 'creator', 'ok'),
    } as never;
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ThreadCard scope="creator" applicationId="00000000-0000-4000-8000-0000000000aa" />
    </QueryClientProvider>,
  );
}

describe('the Messages card', () => {
  afterEach(cleanup);

  it('shows the thread with safe links, and sends a message with a client id once', async () => {
    const sent: unknown[] = [];
    mount(true, sent);
    const link = await screen.findByRole('link', { name: 'https://example.in/brief' });
    expect(link.getAttribute('rel')).toContain('noopener');
    fireEvent.change(screen.getByLabelText('Your message'), {
      target: { value: '  Can I post on Friday?  ' },
    });
    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      body: 'Can I post on Friday?',
      attachments: [],
      clientId: expect.any(String),
    });
  });

  it('says when the conversation is closed and offers no composer', async () => {
    mount(false);
    expect(await screen.findByText('This conversation is closed. You can still read it.')).toBeTruthy();
    expect(screen.queryByLabelText('Your message')).toBeNull();
  });
});
