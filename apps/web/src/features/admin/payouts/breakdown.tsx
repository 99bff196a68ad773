import type { PaymentBreakdown } from '@ih/contract/tax';
import { formatRupees } from '@/lib/format';

/** One line of the breakdown: a label and an amount, the total line bold. */
function Line({
  label,
  amount,
  strong,
  minus,
}: {
  label: string;
  amount: number;
  strong?: boolean;
  minus?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-3 ${strong ? 'border-t border-gray-200 pt-2 font-semibold' : ''}`}
    >
      <dt className="text-gray-700">{label}</dt>
      <dd className="text-gray-900 tabular-nums">
        {minus ? '− ' : ''}
        {formatRupees(amount)}
      </dd>
    </div>
  );
}

/**
 * What the payment deducts and adds (design §13), as the server computed it: gross, GST where the
 * creator is registered, TDS with its section and why (or why not), and the net to send.
 */
export function PaymentBreakdownView({ b }: { b: PaymentBreakdown }) {
  const { tds, gst } = b;
  const tdsNote = !tds.deducted
    ? `No TDS: the creator's ${b.financialYear} total stays within ${formatRupees(tds.threshold)} (section ${tds.section}).`
    : tds.thresholdCrossed
      ? `This payment takes the creator's ${b.financialYear} total over ${formatRupees(tds.threshold)}${
          tds.caughtUp
            ? `: TDS also covers the ${formatRupees(tds.caughtUp)} paid earlier this year.`
            : ', so TDS applies.'
        }`
      : tds.panOnFile
        ? null
        : 'No PAN on file: TDS is taken at the higher no-PAN rate.';
  return (
    <div className="rounded-lg border border-gray-200 p-3 text-sm" data-testid="payment-breakdown">
      <dl className="flex flex-col gap-1.5">
        <Line label="Gross" amount={b.grossAmount} />
        {gst ? (
          gst.igst ? (
            <Line label="IGST @ 18%" amount={gst.igst} />
          ) : (
            <>
              <Line label="CGST @ 9%" amount={gst.cgst} />
              <Line label="SGST @ 9%" amount={gst.sgst} />
            </>
          )
        ) : null}
        {tds.deducted ? (
          <Line label={`TDS u/s ${tds.section} @ ${tds.ratePercent}%`} amount={tds.amount} minus />
        ) : null}
        <Line label="Net to pay" amount={b.netAmount} strong />
      </dl>
      {tdsNote ? <p className="mt-2 text-xs text-gray-600">{tdsNote}</p> : null}
      {gst ? (
        <p className="mt-1 text-xs text-gray-600">
          GST-registered ({gst.gstin}): a tax invoice is issued with the payment.
        </p>
      ) : null}
    </div>
  );
}
