/*
 * What is said about a GSTIN on its own (design §13), in a module of its own so the public "For brands"
 * page carries these sentences without the rest of the tax texts (design §7). TAX_MESSAGES spreads them.
 */
export const GSTIN_MESSAGES = {
  gstinFormat: 'Enter your 15-character GSTIN, e.g. 29ABCDE1234F1Z5.',
  gstinChecksum:
    'This GSTIN is not valid: its last character does not match. Please check it against your GST certificate.',
  gstinUnknownState: 'We do not recognise the state code at the start of this GSTIN.',
} as const;
