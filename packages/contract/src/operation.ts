import type { z } from 'zod';
import type { AnyOperation } from './operations.ts';

/**
 * One HTTP operation: its method, path and the zod schemas of everything it takes and answers.
 * The API registers routes from these, the OpenAPI document is generated from them, and the web
 * client derives its request and response types from them, so the three never drift apart.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an operation. `creator` and `staff` need a session of that kind; `admin` a staff
 * session with the admin role (brand-role staff get 403).
 */
export type Access = 'public' | 'creator' | 'staff' | 'admin' | 'signed-in';

export interface Operation {
  method: HttpMethod;
  /** Fastify-style path, parameters as `:name`. */
  path: string;
  summary: string;
  tags: readonly string[];
  access: Access;
  /** The 403 sentence for a signed-in caller the access refuses, when the generic one says too little. */
  forbidden?: string;
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

/** An operation's method, path and access: all a client needs of it at run time (`routes/<domain>.ts`). */
export type RouteFields = Pick<Operation, 'method' | 'path' | 'access'>;

/**
 * The operation a route stands for, found by its method and path among every operation (an
 * operation stands for itself), so the web client types a call from the zod schemas without
 * loading them (ADR 015). `never` for a route no operation has.
 */
export type OperationOf<T extends RouteFields> = T extends Operation
  ? T
  : Extract<AnyOperation, { method: T['method']; path: T['path'] }>;

export function defineOperation<const T extends Operation>(op: T): T {
  return op;
}

type Field<T, K extends keyof Operation> = T extends Record<K, infer S extends z.ZodType> ? S : never;

export type ParamsOf<T extends RouteFields> = z.input<Field<OperationOf<T>, 'params'>>;
export type QueryOf<T extends RouteFields> = z.input<Field<OperationOf<T>, 'query'>>;
export type BodyOf<T extends RouteFields> = z.input<Field<OperationOf<T>, 'body'>>;
export type ResponseOf<T extends RouteFields> = z.output<Field<OperationOf<T>, 'response'>>;

/** Fills `:name` placeholders of a path; values are URI-encoded. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
