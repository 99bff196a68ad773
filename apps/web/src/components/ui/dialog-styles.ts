/** The overlay and panel look shared by the dialog and the confirmation dialog. */
export const overlayClass = 'fixed inset-0 z-50 bg-gray-950/50 animate-fade-in';
export const panelClass =
  'fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-card border border-border bg-white p-6 shadow-xl animate-fade-in';
