/** '1,23,456' for whole rupees, '1,23,456.10' where there are paise (GST): Indian digit grouping. */
export const formatRupees = (amount: number) =>
  new Intl.NumberFormat(
    'en-IN',
    Number.isInteger(amount) ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  ).format(amount);
