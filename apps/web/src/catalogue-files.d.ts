// Written by build/catalogue-first.ts when it builds src/catalogue-first.ts: each language's catalogue
// files in this build, as /-rooted URLs (none for English, which is compiled into the code).
declare module 'virtual:catalogue-files' {
  export const CATALOGUE_FILES: Partial<Record<string, string[]>>;
}
