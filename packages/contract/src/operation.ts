import type { z } from 'zod';

/**
 * One HTTP operation: its method, path and the zod schemas of everything it takes and answers.
 * The API registers routes from these, the OpenAPI document is generated from them, and the web
 * client derives its request and response types from them, so the three never drift apart.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an operation. `creator` and `staff` need a session of that kind. */
export type Access = 'public' | 'creator' | 'staff' | 'signed-in';

export interface Operation {
  method: HttpMethod;
  /** Fastify-style path, parameters as `:name`. */
  path: string;
  summary: string;
  tags: readonly string[];
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Schema of the success body. Omitted for operations that answer with a file stream. */
  response?: z.ZodType;
  /** HTTP status of success, 200 unless stated. */
  status?: number;
  /** JSON body limit in bytes, for the calls the documents make with base64 data URLs (default 1 MB). */
  bodyLimit?: number;
}

/** An operation's method, path and access: all a client needs of it at run time. */
export type RouteFields = Pick<Operation, 'method' | 'path' | 'access'>;

/** A domain's routes by operation name (`client/<domain>.ts`), which its operations spread. */
export type RouteTable = Record<string, RouteFields>;

declare const operationType: unique symbol;

/**
 * An operation's route as the browser holds it: the plain `{ method, path, access }` of the
 * operation, carrying the operation's type (never a value) so the web client types its request and
 * answer from the zod schemas without loading them (ADR 015). Declaring a route as
 * `Route<typeof operation>` checks at compile time that its method, path and access are the operation's.
 */
export type Route<T extends Operation = Operation> = Pick<T, 'method' | 'path' | 'access'> & {
  readonly [operationType]?: T;
};

/** The operation a route or operation stands for, for the type helpers below. */
type OperationOf<T> = T extends Operation ? T : T extends Route<infer O> ? O : never;

export function defineOperation<const T extends Operation>(op: T): T {
  return op;
}

type Field<T, K extends keyof Operation> = T extends Record<K, infer S extends z.ZodType> ? S : never;

export type ParamsOf<T extends Operation | Route> = z.input<Field<OperationOf<T>, 'params'>>;
export type QueryOf<T extends Operation | Route> = z.input<Field<OperationOf<T>, 'query'>>;
export type BodyOf<T extends Operation | Route> = z.input<Field<OperationOf<T>, 'body'>>;
export type ResponseOf<T extends Operation | Route> = z.output<Field<OperationOf<T>, 'response'>>;

/** Fills `:name` placeholders of a path; values are URI-encoded. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
