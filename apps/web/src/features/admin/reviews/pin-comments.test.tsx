import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import PinComments from './pin-comments';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(),
}));

const APPLICATION = '00000000-0000-4000-8000-0000000000aa';
const FILE = {
  _id: '00000000-0000-4000-8000-0000000000f1',
  fileUrl: '/files/x',
  name: 'upload.png',
  contentType: 'image/png',
};

describe('pinning a comment on an image', () => {
  afterEach(cleanup);

  it('keeps a spot picked while the last comment was being pinned, with what is typed for it', async () => {
    let answer!: () => void;
    vi.mocked(apiRequest).mockImplementation(async (op) => {
      if (op.method === 'GET') return { success: true, message: '', data: [] } as never;
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      return { success: true, message: '', data: {} } as never;
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PinComments applicationId={APPLICATION} files={[FILE]} />
      </QueryClientProvider>,
    );
    const image = screen.getByRole('button', { name: /^Pin a comment on upload\.png/ });
    fireEvent.click(image, { clientX: 1, clientY: 1 });
    fireEvent.change(screen.getByLabelText(/^Comment on the marked spot/), {
      target: { value: 'Logo cut off' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pin comment' }));
    await waitFor(() => expect(answer).toBeTypeOf('function'));

    // A second spot, picked and typed for while the first is still being saved.
    fireEvent.click(image, { clientX: 2, clientY: 2 });
    fireEvent.change(screen.getByLabelText(/^Comment on the marked spot/), {
      target: { value: 'Price tag hidden' },
    });
    answer();

    await waitFor(() =>
      expect(vi.mocked(apiRequest).mock.calls.filter(([op]) => op.method === 'GET').length).toBe(2),
    );
    expect(screen.getByLabelText(/^Comment on the marked spot/)).toHaveProperty('value', 'Price tag hidden');
  });

  it('closes the form once its own comment is pinned', async () => {
    vi.mocked(apiRequest).mockImplementation(
      async (op) =>
        (op.method === 'GET'
          ? { success: true, message: '', data: [] }
          : { success: true, message: '', data: {} }) as never,
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PinComments applicationId={APPLICATION} files={[FILE]} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Pin a comment on upload\.png/ }), {
      clientX: 1,
      clientY: 1,
    });
    fireEvent.change(screen.getByLabelText(/^Comment on the marked spot/), {
      target: { value: 'Logo cut off' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pin comment' }));
    await waitFor(() => expect(screen.queryByLabelText(/^Comment on the marked spot/)).toBeNull());
  });
});
