/**
 * A value built on first use, then kept. For Intl formatters: creating one loads locale data and
 * costs milliseconds (tens on a slow phone), and a module that builds several at load time charges
 * every page that imports it, including each chunk the module is copied into (ADR 012).
 */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}
