import { type PaymentRecordFacts, paymentRecordText } from '@ih/contract/payout-terms';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentRecord } from './payment-record';

afterEach(cleanup);

describe("a brand's payment record (design §13, issue 26)", () => {
  it("reads, in English, as the contract's sentence", () => {
    const none = { onTimePayoutRate: null, medianDaysToPay: null };
    const records: PaymentRecordFacts[] = [
      { onTimePayoutRate: 0.92, medianDaysToPay: 4 },
      { onTimePayoutRate: 0.8, medianDaysToPay: 1, overduePayouts: 2, longestOverdueDays: 19 },
      { onTimePayoutRate: 1, medianDaysToPay: null },
      { ...none, duePayoutsCounted: 1, overduePayouts: 1, longestOverdueDays: 1 },
      { ...none, duePayoutsCounted: 2, paidOnTimeCount: 1, paidCount: 2 },
      { ...none, duePayoutsCounted: 3 },
      { ...none, duePayoutsCounted: 1 },
      { ...none, duePayoutsCounted: 0 },
    ];
    for (const record of records) {
      const { container } = render(<PaymentRecord record={record} />);
      expect(container.textContent).toBe(paymentRecordText(record));
      cleanup();
    }
  });
});
