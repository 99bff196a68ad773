import type { ResponseOf, RouteFields } from '@ih/contract/operation';
import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import { apiRequest, type RequestOptions } from './api-client';

type Request<T extends RouteFields> = Omit<RequestOptions<T>, 'signal'>;
type DataOf<T extends RouteFields> = ResponseOf<T> extends { data: infer D } ? D : never;

/** One call of the contract as a query under `queryKey`; leaving the page cancels it. */
export const apiQuery = <T extends RouteFields, K extends QueryKey>(
  queryKey: K,
  op: T,
  request: Request<T> = {},
) => queryOptions({ queryKey, queryFn: ({ signal }) => apiRequest(op, { ...request, signal }) });

/** One page of a paged list. The page on screen stays while the next loads, so the list never flashes empty. */
export const pagedQuery = <T extends RouteFields, K extends QueryKey>(
  queryKey: K,
  op: T,
  request: Request<T>,
) => ({
  ...apiQuery(queryKey, op, request),
  placeholderData: keepPreviousData,
});

/** A reference list (countries, niches, a form's choices): they change only with a release, so one fetch a session. */
export const referenceQuery = <T extends RouteFields, K extends QueryKey>(
  queryKey: K,
  op: T,
  fallbackMessage: string,
) =>
  queryOptions({
    queryKey,
    queryFn: async ({ signal }) =>
      ((await apiRequest(op, { signal, fallbackMessage })) as { data: DataOf<T> }).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
