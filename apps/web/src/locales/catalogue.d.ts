// A catalogue imported as a module: @lingui/vite-plugin compiles the .po file at build time.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
