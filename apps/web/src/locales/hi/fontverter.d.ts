// fontverter ships no types; font.test.ts uses this one function (WOFF2 to TrueType for harfbuzz).
declare module 'fontverter' {
  const fontverter: {
    convert(font: Uint8Array, to: 'truetype' | 'woff' | 'woff2' | 'sfnt'): Promise<Uint8Array>;
  };
  export default fontverter;
}
