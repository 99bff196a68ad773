import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { DetailState } from './detail-state';

const failed = (error: Error) =>
  ({
    isPending: false,
    isError: true,
    error,
    isFetching: false,
    refetch: async () => ({}),
  }) as unknown as UseQueryResult<string>;

const renderWith = (query: UseQueryResult<string>) =>
  render(
    <DetailState query={query} notFoundTitle="Work not found" failedTitle="Could not load the work">
      {(data) => <p>{data}</p>}
    </DetailState>,
  );

describe('DetailState', () => {
  afterEach(cleanup);

  it('names a 404 as not found, by its status rather than its wording', () => {
    renderWith(failed(new ApiError(404, 'NOT_FOUND', 'Any wording at all.')));
    expect(screen.getByText('Work not found')).toBeTruthy();
  });

  it('offers a retry for any other failure', () => {
    renderWith(failed(new ApiError(500, 'INTERNAL', 'Something went wrong.')));
    expect(screen.getByText('Could not load the work')).toBeTruthy();
    expect(screen.getByRole('button')).toBeTruthy();
  });

  it('renders the data once loaded', () => {
    renderWith({
      isPending: false,
      isError: false,
      data: 'loaded detail',
    } as unknown as UseQueryResult<string>);
    expect(screen.getByText('loaded detail')).toBeTruthy();
  });
});
