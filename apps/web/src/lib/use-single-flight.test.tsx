import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSingleFlightMutation } from './use-single-flight';

function setup(send: (n: number) => Promise<string>) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSingleFlightMutation({ mutationFn: send }), { wrapper });
}

describe('useSingleFlightMutation', () => {
  afterEach(cleanup);

  it('sends a repeat made while the first is in flight never, and hands back the same answer', async () => {
    let answer: (v: string) => void = () => undefined;
    const send = vi.fn((_n: number) => new Promise<string>((resolve) => (answer = resolve)));
    const { result } = setup(send);
    const onSuccess = vi.fn();
    let first: Promise<string> | undefined;
    let second: Promise<string> | undefined;
    act(() => {
      result.current.mutate(1, { onSuccess });
      result.current.mutate(2, { onSuccess });
      first = result.current.mutateAsync(3);
      second = result.current.mutateAsync(4);
    });
    await waitFor(() => expect(send).toHaveBeenCalled());
    answer('done');
    expect(await first).toBe('done');
    expect(await second).toBe('done');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toBe(1);
  });

  it('lets the next call through once the answer is in, failure included', async () => {
    const send = vi.fn(async (n: number) => {
      if (n === 1) throw new Error('refused');
      return 'ok';
    });
    const { result } = setup(send);
    const onError = vi.fn();
    act(() => result.current.mutate(1, { onError }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    await act(() => result.current.mutateAsync(2));
    expect(send).toHaveBeenCalledTimes(2);
  });
});
