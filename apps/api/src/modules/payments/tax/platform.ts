import { gstinCheckCharacter } from '@ih/contract/tax-ids';

/*
 * The platform as payer and as the recipient of creators' services (design §13): the name, address
 * and GSTIN printed on receipts and tax invoices, and the state that decides CGST + SGST or IGST.
 * Fictional (the documents give no registered office); the GSTIN is well-formed, so invoices pass
 * the same checks as real ones.
 */
const FIRST14 = '27AAFCI4821K1Z';

export const PLATFORM = {
  name: 'Influence Hub',
  legalName: 'Influence Hub Private Limited',
  lines: [
    '4th Floor, Sea Breeze House',
    '21 Linking Road, Bandra West',
    'Mumbai, Maharashtra 400050',
    'India',
  ],
  email: 'payouts@influencehub.in',
  gstin: `${FIRST14}${gstinCheckCharacter(FIRST14)}`,
  state: 'Maharashtra',
  stateCode: '27',
} as const;
