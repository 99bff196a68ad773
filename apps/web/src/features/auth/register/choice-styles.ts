/** A native checkbox drawn as a chip: keyboard, focus and screen readers behave as a checkbox. */
export const chipInput = 'peer sr-only';
export const chipLabel =
  'flex h-full min-h-11 cursor-pointer select-none items-center justify-center rounded-lg border border-gray-300 bg-white px-3 py-2 text-center text-sm font-medium text-gray-800 transition-colors hover:border-brand-500 hover:bg-brand-50 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-checked:hover:bg-brand-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600';
