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
        <PinComments applicationId={APPLICATION} files={[FILE]} version={1} earlierFiles={[]} />
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
        <PinComments applicationId={APPLICATION} files={[FILE]} version={1} earlierFiles={[]} />
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

  it("lists only this version's comments as its own; an earlier version's are apart, labelled, and leave no dot", async () => {
    const V1_FILE = { ...FILE, _id: '00000000-0000-4000-8000-0000000000f0', name: 'first-cut.png' };
    const comment = (id: string, fileId: string, version: number, text: string) => ({
      _id: `00000000-0000-4000-8000-00000000000${id}`,
      fileId,
      version,
      atSeconds: null,
      x: 0.5,
      y: 0.5,
      text,
      author: { name: 'Reviewer' },
      createdAt: '2030-01-01T00:00:00.000Z',
      addressedAt: null,
      reply: null,
    });
    vi.mocked(apiRequest).mockImplementation(
      async () =>
        ({
          success: true,
          message: '',
          data: [
            comment('1', V1_FILE._id, 1, 'Logo cut off on v1'),
            comment('2', FILE._id, 2, 'Better, brighten it'),
          ],
        }) as never,
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PinComments applicationId={APPLICATION} files={[FILE]} version={2} earlierFiles={[V1_FILE]} />
      </QueryClientProvider>,
    );
    const own = await screen.findByRole('region', { name: 'Pinned comments' });
    const earlier = await screen.findByRole('region', { name: 'Comments on earlier versions' });
    expect(earlier.textContent).toContain('Logo cut off on v1');
    expect(earlier.textContent).toContain('Version 1');
    expect(earlier.textContent).toContain('first-cut.png');
    const ownList = own.querySelector('ol');
    expect(ownList?.textContent).toContain('Better, brighten it');
    expect(ownList?.textContent).not.toContain('Logo cut off on v1');
  });
});
