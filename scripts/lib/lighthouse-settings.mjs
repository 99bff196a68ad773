/**
 * The Lighthouse flags every audit of ours is gathered with (scripts/lighthouse.mjs). A saved audit
 * can only be replayed with the same ones (scripts/lighthouse-simulate.mjs): Lighthouse refuses
 * artifacts whose settings differ.
 */
export const AUDIT_FLAGS = {
  logLevel: 'error',
  output: 'json',
  onlyCategories: ['performance', 'accessibility'],
  // Keep the localStorage session put there before the audit; the cache is cleared instead.
  disableStorageReset: true,
};
