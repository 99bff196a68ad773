// autocannon ships no types; this declares the little of its API the benchmark uses.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface RawRequest {
    headers?: Record<string, string>;
    [key: string]: unknown;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: { setupRequest?: (request: RawRequest) => RawRequest }[];
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
