import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { usePincodeLookup } from './use-pincode-lookup';

vi.mock('@/components/ui/toast', () => ({ toast: vi.fn() }));

const found = [
  {
    Status: 'Success',
    PostOffice: [{ Name: 'Connaught Place', District: 'New Delhi', State: 'Delhi', Country: 'India' }],
  },
];
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => Response.json(found));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const lookups = () => fetchMock.mock.calls.map(([url]) => String(url).replace(/^.*\/pincode\//, ''));

describe('usePincodeLookup', () => {
  it('looks a new six-digit pin up once and hands over the place', async () => {
    const onPlace = vi.fn();
    const { rerender } = renderHook(
      ({ pin }) => usePincodeLookup(pin, { notFound: 'none', onPlace, onNoPlace: vi.fn() }),
      {
        initialProps: { pin: '11000' },
      },
    );
    expect(lookups()).toEqual([]);
    rerender({ pin: '110001' });
    await waitFor(() =>
      expect(onPlace).toHaveBeenCalledWith({ city: 'New Delhi', state: 'Delhi', country: 'India' }, '110001'),
    );
    rerender({ pin: '110001' });
    expect(lookups()).toEqual(['110001']);
  });

  it('does not look up the stored pin when editing starts, only a pin typed after', async () => {
    const onPlace = vi.fn();
    const { rerender } = renderHook(
      ({ pin, active }) => usePincodeLookup(pin, { active, notFound: 'none', onPlace, onNoPlace: vi.fn() }),
      { initialProps: { pin: '560001', active: false } },
    );
    rerender({ pin: '560001', active: true });
    expect(lookups()).toEqual([]);
    rerender({ pin: '56000', active: true });
    rerender({ pin: '560001', active: true });
    await waitFor(() => expect(onPlace).toHaveBeenCalledTimes(1));
    expect(lookups()).toEqual(['560001']);
  });

  it('says when India Post knows no such pin, and retries a failed lookup when the pin is entered again', async () => {
    const onPlace = vi.fn();
    const onNoPlace = vi.fn();
    fetchMock.mockResolvedValueOnce(Response.json([{ Status: 'Error', PostOffice: null }]));
    const { rerender } = renderHook(
      ({ pin }) => usePincodeLookup(pin, { notFound: 'No such pin', onPlace, onNoPlace }),
      {
        initialProps: { pin: '999999' },
      },
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'No such pin' })),
    );
    // What an earlier pin filled in is emptied, not left beside the wrong pin.
    expect(onNoPlace).toHaveBeenCalledTimes(1);
    expect(onPlace).not.toHaveBeenCalled();

    fetchMock.mockRejectedValueOnce(new TypeError('network down'));
    rerender({ pin: '110001' });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ description: 'Failed to fetch address details' }),
      ),
    );
    rerender({ pin: '11000' });
    rerender({ pin: '110001' });
    await waitFor(() => expect(onPlace).toHaveBeenCalledTimes(1));
    expect(lookups()).toEqual(['999999', '110001', '110001']);
  });
});
