import { GSTIN_MESSAGES } from './gstin-messages.ts';

/** The tax texts (design §13): profile rules, tax rules, statements. */
export const TAX_MESSAGES = {
  pan: 'Enter your PAN as on your PAN card: 5 letters, 4 digits and a letter, e.g. ABCDE1234F.',
  ...GSTIN_MESSAGES,
  gstinRequired: 'Enter your GSTIN, or untick "Registered for GST".',
  gstinState: (gstinState: string, profileState: string) =>
    `This GSTIN is registered in ${gstinState}, but your profile's state is ${profileState}. Use the GSTIN of your registration in ${profileState}, or correct your state.`,
  gstinPan: 'Characters 3 to 12 of your GSTIN should be your PAN. Please check both.',
  financialYear: 'Choose a financial year such as 2026-27.',
  format: 'Choose json, csv or pdf.',
  rulesFetched: 'Tax rules fetched successfully',
  ruleCreated: 'Tax rule added',
  ruleExists: (fy: string, kind: string) => `A ${kind} rule for ${fy} already exists.`,
  ruleForbidden: 'Only admins can add tax rules.',
  ruleAct: 'Name the Act in force, e.g. Income-tax Act, 2025.',
  ruleSection: 'Give the section (at most 40 characters), e.g. 393(1) or 194J.',
  ruleLabel: 'Describe the payment in at most 160 characters.',
  ruleRate: 'A rate is a percentage from 0 to 100, e.g. 10.',
  ruleThreshold: 'The yearly threshold is whole rupees, 0 or more.',
  ruleKind: 'Choose fees or benefit.',
  preview: 'Payment breakdown',
  statement: 'Statement fetched successfully',
  noRule: (fy: string) =>
    `There is no tax rule for ${fy} yet. An admin adds it under Tax rules before payments in that year can be recorded.`,
} as const;
