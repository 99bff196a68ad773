/** The profile's line while the bank checks new payout details (design §18): alone, so the profile page loads only it. */
export const DESTINATION_PENDING =
  'We are checking these payout details with the bank. This takes a minute or two.';
