import { describe, expect, it } from 'vitest';
import { receiptFileName } from './receipt.ts';
import { isPublicDocumentPath } from './web-documents.ts';

describe('isPublicDocumentPath', () => {
  it('sends landing, sign-in and verify to the public document, with or without a trailing slash', () => {
    for (const path of ['/landing', '/signin', '/verify-otp', '/signin/'])
      expect(isPublicDocumentPath(path)).toBe(true);
  });

  it('keeps everything else in the app', () => {
    for (const path of ['/', '/admin/signin', '/signin/extra', '/campaigns', '/landingpage'])
      expect(isPublicDocumentPath(path)).toBe(false);
  });
});

describe('receiptFileName', () => {
  it('names the PDF after the last six characters of the payment id, upper-cased (doc 001 §7)', () => {
    expect(receiptFileName('3f2b9c1e-7a6d-4e8f-9b0a-1c2d3e4f5a6b')).toBe('invoice-4F5A6B.pdf');
  });
});
