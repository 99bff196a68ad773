import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { type QueryLike, QueryState } from './query-state';

afterEach(cleanup);

const base: QueryLike<string[]> = {
  isPending: false,
  isError: false,
  isFetching: false,
  error: null,
  data: undefined,
  refetch: () => undefined,
};

function show(
  query: Partial<QueryLike<string[]>>,
  extra: { failed?: string; keepDataOnError?: boolean } = {},
) {
  return render(
    <QueryState
      query={{ ...base, ...query }}
      loading={<p>Loading list</p>}
      isEmpty={(rows) => rows.length === 0}
      empty={<p>Nothing here yet</p>}
      {...extra}
    >
      {(rows) => <p>{rows.join(', ')}</p>}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('shows the loading view while pending', () => {
    show({ isPending: true });
    expect(screen.getByText('Loading list')).toBeTruthy();
    expect(screen.queryByText('Nothing here yet')).toBeNull();
  });

  it('shows a failure with the error message and a retry that refetches', () => {
    const refetch = vi.fn();
    show({ isError: true, error: new Error('The list could not load.'), refetch });
    expect(screen.getByRole('alert').textContent).toContain('The list could not load.');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('with `failed`, says that sentence for a failure that is not the API answer', () => {
    show({ isError: true, error: new TypeError('Failed to fetch') }, { failed: 'Could not load.' });
    expect(screen.getByRole('alert').textContent).toContain('Could not load.');
    cleanup();
    show(
      { isError: true, error: new ApiError(403, 'FORBIDDEN', 'Not allowed.') },
      { failed: 'Could not load.' },
    );
    expect(screen.getByRole('alert').textContent).toContain('Not allowed.');
  });

  it('shows "Retrying..." on the retry button while it fetches again', () => {
    show({ isError: true, isFetching: true, error: new Error('Down.') });
    expect(screen.getByRole('button', { name: /Retrying/ })).toBeTruthy();
  });

  it('shows the empty state for no rows, else the rows', () => {
    show({ data: [] });
    expect(screen.getByText('Nothing here yet')).toBeTruthy();
    cleanup();
    show({ data: ['a', 'b'] });
    expect(screen.getByText('a, b')).toBeTruthy();
  });

  it('by default a page of the API with no rows is empty', () => {
    render(
      <QueryState query={{ ...base, data: { data: [] as string[] } }} loading={null} empty={<p>No rows</p>}>
        {(page) => <p>{page.data.length} rows</p>}
      </QueryState>,
    );
    expect(screen.getByText('No rows')).toBeTruthy();
  });

  it('keepDataOnError: a failed refetch keeps the rows it had', () => {
    show({ isError: true, error: new Error('Down.'), data: ['a'] }, { keepDataOnError: true });
    expect(screen.getByText('a')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
