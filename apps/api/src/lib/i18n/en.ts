/*
 * The English source of every text the server writes to a person (design §19, ADR 042): notifications,
 * their e-mails, sign-in codes. ICU MessageFormat under stable keys; hi.ts must have every key. The
 * English here is word for word what the API wrote before the texts moved here: tests assert it.
 * Spaces between sentences and "Title: campaign" joins are the code's, not the messages'.
 */
export const en = {
  // Invitations (compose.ts invitationDrafts)
  'invitation.new.title': '{brand} invites you: {campaign}',
  'invitation.new.body': '{brand} offers you {amount} for {campaign}. Answer by {moment}.',
  'invitation.declined.title': 'Invitation declined: {campaign}',
  'invitation.declined.body': '{creator} declined your invitation.',
  'invitation.expired.title': 'Invitation ran out: {campaign}',
  'invitation.expired.body': '{creator} did not answer your invitation by {moment}.',
  'invitation.accepted.title': 'Invitation accepted: {campaign}',
  'invitation.accepted.body':
    '{creator} accepted your invitation{hasAmount, select, yes { at {amount}} other {}}. The work is theirs to deliver.',

  // Agreements
  'agreement.toSign.title': 'Agreement to sign',
  'agreement.toSign.body': '{creator} signed the agreement. Sign it to let the work begin.',
  'agreement.signed.title': 'Agreement signed',
  'agreement.signed.body': '{brand} signed the agreement too. You can upload your work now.',
  'agreement.declined.title': 'Agreement declined',
  'agreement.declined.byBrand': '{brand} declined the agreement.',
  'agreement.declined.byBrandToStaff': 'The brand team declined the agreement.',
  'agreement.declined.byCreator': '{creator} declined the agreement.',
  'agreement.rightsEnding.title': 'Usage rights end soon',
  'agreement.rightsEnding.creatorBody': "{brand}'s usage rights to your content end on {day}.",
  'agreement.rightsEnding.staffBody':
    "Your usage rights to {creator}'s content end on {day}. Stop new ads by then.",
  'agreement.rightsEnding.soon': 'soon',

  // An application's moves
  'application.joined.title': "You're in",
  'application.joined.body':
    "You accepted {brand}'s invitation{hasAmount, select, yes { at {amount}} other {}}.",
  'application.accepted.title': 'Application accepted',
  'application.accepted.body':
    '{brand} accepted your application{hasAmount, select, yes { for {amount}} other {}}.',
  'application.uploadBeforeDeadline': 'Upload your work before the submission deadline.',
  'application.schedule': 'Posting schedule: {dates}.',
  'application.declined.title': 'Application declined',
  'application.declined.body': '{brand} declined your application.',
  'application.expired.title': 'Application expired',
  'application.expired.body': 'The submission deadline passed before your application was accepted.',
  'application.withdrawn.title': 'Application withdrawn: {campaign}',
  'application.withdrawn.body': '{creator} withdrew their application. Nothing is left to decide.',
  'work.rework.title': 'Rework requested',
  'work.rework.body': '{brand} asked for changes to your work.',
  'work.approved.title': 'Work approved',
  'work.approved.body': '{brand} approved your work. Post it on the scheduled date.',
  'work.approved.autoBody':
    'Your work was approved automatically: the brand team did not respond in time. Post it on the scheduled date.',
  'post.live.title': 'Post confirmed live',
  'post.live.body': 'Your post is confirmed live.',
  'post.live.autoBody': 'Your post is confirmed live (confirmed automatically).',
  'post.live.paymentPending': 'Your payment of {amount} is now pending.',
  'post.live.paymentDue': 'Your payment of {amount} is now pending, due by {day}.',
  'auto.approved.title': 'Work approved automatically: {campaign}',
  'auto.approved.body': "{creator}'s work was approved automatically because nobody responded in time.",
  'auto.posted.title': 'Post confirmed automatically: {campaign}',
  'auto.posted.body': "{creator}'s post was confirmed automatically because nobody responded in time.",
  'submission.title': 'Work to review: {campaign}',
  'submission.body':
    '{creator} submitted work{hasVersion, select, yes { (version {version})} other {}} for review.',
  'postDetails.title': 'Post details to confirm: {campaign}',
  'postDetails.body': '{creator} submitted the links of the live post. Check them and confirm.',
  reason: '{sentence} Reason: {reason}',
  'reasonCode.audience-mismatch': 'Audience does not match',
  'reasonCode.budget-mismatch': 'Budget does not fit',
  'reasonCode.campaign-full': 'Campaign is full',
  'reasonCode.off-brief': 'Content does not follow the brief',
  'reasonCode.quality': 'Quality',
  'reasonCode.other': 'Other',

  // Payments and payouts
  'payment.made.title': 'Payment made: {amount}',
  'payment.made.body':
    '{amount} for {campaign} was paid{hasMethod, select, yes { by {method}} other {}}{hasUtr, select, yes { (UTR {utr})} other {}}.',
  'payment.made.receipt': 'Receipt {number} is on your Payments page.',
  'payment.tax.tds': 'TDS of {amount} deducted',
  'payment.tax.tdsSection': 'TDS of {amount} u/s {section} deducted',
  'payment.tax.gst': 'GST of {amount} added',
  'payment.tax.both': '{tds} and {gst}',
  'payment.tax.net': '{taxes}: {net} reached you for this payment.',
  'payment.tax.noNet': '{taxes}.',
  'payment.tax.invoice': 'Tax invoice {number}.',
  'paymentMethod.UPI': 'UPI',
  'paymentMethod.Bank Transfer': 'Bank Transfer',
  'paymentMethod.Other': 'Other',
  'payout.started.title': 'Payment on its way: {amount}',
  'payout.started.body':
    "{amount} for {campaign} has been sent to your bank{hasMethod, select, yes { by {method}} other {}}. We will tell you the bank's reference (UTR) when it arrives.",
  'payout.failed.title': 'Payment failed: {amount}',
  'payout.returned.title': 'Payment returned: {amount}',
  'payout.failed.body': 'The payment of {amount} for {campaign} did not go through.',
  'payout.returned.body': 'The payment of {amount} for {campaign} was returned by the bank.',
  'payout.bankSaid': 'The bank said: {reason}.',
  'payout.dueAgain': 'It is due to you again; check your bank or UPI details on your profile.',
  'payout.staff.title':
    '{status, select, failed {Payout failed: {creator}} reversed {Payout reversed: {creator}} other {Payout {status}: {creator}}}',
  'payout.staff.failedBody': '{amount} for {campaign} did not go through.',
  'payout.staff.returnedBody': '{amount} for {campaign} was returned by the bank.',
  'payout.staff.sendAgain': 'Send it again from the payouts page.',
  'payout.overdue.title': 'Payout overdue: {creator}',
  'payout.overdue.body': '{amount} for {campaign} was due on {day} and is not paid yet.',
  'payout.dueSoon.title': 'Payout due soon: {creator}',
  'payout.dueSoon.body': '{amount} for {campaign} is due by {day}.',
  'payout.someDay': 'its due date',
  'payout.someAmount': 'The payout',

  // Messages and results
  'message.title': 'New message: {campaign}',
  'results.questioned.title': 'Results questioned: {campaign}',
  'results.questioned.body':
    'The brand team questioned the numbers you reported for {post}. Add a new reading with a screenshot that shows them.',
  'results.questioned.yourPost': 'your post',
  'results.reported.title': 'Results to check: {campaign}',
  'results.reported.body':
    '{creator} reported the numbers of a live post. Check them against the screenshot.',

  // Reminders and digests
  'reminder.submission.title': 'Submit your work: {campaign}',
  'reminder.submission.body':
    'The submission deadline for {campaign} is in {hours} hours. Upload your work before it passes.',
  'reminder.posting.title': 'Post tomorrow: {campaign}',
  'reminder.posting.body':
    'Your approved work for {campaign} is due to be posted tomorrow, {day}. After posting, submit the post links.',
  'reminder.results.title': 'Add your results: {campaign}',
  'reminder.results.dayBody':
    'Your post for {campaign} has been live for a day. Add its views, likes and comments with a screenshot of the insights.',
  'reminder.results.weekBody':
    'Your post for {campaign} has been live for a week. Add its views, likes and comments with a screenshot of the insights.',
  'staffDigest.title': '{n} new application{n, plural, one {} other {s}}: {campaign}',
  'staffDigest.one': '{creator} applied to {campaign} ({brand}).',
  'staffDigest.many':
    '{creator} and {others} other creator{others, plural, one {} other {s}} applied to {campaign} ({brand}) in the last hour.',
  'digest.title': '{n} new campaign{n, plural, one {} other {s}} in your niches',
  'digest.body':
    '{n} active campaign{n, plural, one { was} other {s were}} added this week in the niches on your profile. Have a look and apply before they fill up.',

  // Notification e-mails (email-render.ts, lib/email-layout.ts)
  'email.greeting': 'Hi {name},',
  'email.openIt': 'Open it in Influence Hub: {url}',
  'email.button': 'Open in Influence Hub',
  'email.why': 'You get this e-mail because "{label}" e-mails are on in your notification preferences.',
  'email.whyLocked': 'Payment e-mails are your record of being paid and always go out.',
  'email.stop': 'Stop these e-mails: {url}',
  'email.unsubscribe': 'Unsubscribe from {label} e-mails',
  'category.applications': 'Applications',
  'category.work': 'Your work',
  'category.payments': 'Payments',
  'category.reminders': 'Reminders',
  'category.digest': 'Weekly campaign digest',
  'category.messages': 'Messages',
  'category.invitations': 'Invitations',
  'category.reviews': 'Work to review',
  'category.payouts': 'Payouts due',
  'category.automatic': 'Automatic decisions',

  // Codes (auth/otp.ts)
  'otp.signIn': 'sign-in code',
  'otp.signing': 'signing code',
  'otp.agreementUse': 'It signs version {version} of your agreement for {campaign}.',
  'otp.subject': 'Your Influence Hub {name}',
  'otp.is': 'Your Influence Hub {name} is {code}.',
  'otp.htmlIntro': 'Your Influence Hub {name} is',
  'otp.validOnce':
    'It is valid for {minutes} minutes and can be used once. If you did not ask for it, you can ignore this e-mail.',
  'otp.sms': '{code} is your Influence Hub {name}.',
  'otp.smsValid': 'It is valid for {minutes} minutes. Do not share it.',

  // Payment documents (payments/receipt-pdf.ts, tax/statement-pdf.ts; tax/invoice-pdf.ts prints
  // its labels in English with the Hindi beside them for a Hindi reader)
  'receipt.title': 'Payment Receipt',
  'receipt.number': 'Receipt No: {number}',
  'receipt.date': 'Payment date: {date}',
  'receipt.paidBy': 'Paid by',
  'receipt.paidTo': 'Paid to',
  'receipt.payoutTo': 'Payout to',
  'receipt.bank': 'Bank: {bank}',
  'receipt.account': 'Account: {account}',
  'receipt.notOnFile': 'Not on file',
  'receipt.payment': 'PAYMENT',
  'receipt.method': 'Method: {method}',
  'receipt.methodOther': 'Other',
  'receipt.reference': 'Reference (UTR): {reference}',
  'receipt.notGiven': 'Not given',
  'receipt.status': 'Status: {status}',
  'receipt.paid': 'Paid',
  'receipt.failed': 'Failed',
  'receipt.campaign': 'Campaign',
  'receipt.campaignId': 'Campaign ID',
  'receipt.applicationId': 'Application ID',
  'receipt.amount': 'Amount',
  'receipt.gross': 'Gross amount',
  'receipt.tds': 'TDS u/s {section} @ {rate}%',
  'receipt.total': 'Total paid',
  'receipt.footer': 'Amounts in Indian rupees. Paid on {date}.',
  'receipt.noSignature': 'This is a computer-generated receipt and needs no signature.',
  'statement.title': 'Statement of payments, FY {fy}',
  'statement.range': '{from} to {to}',
  'statement.payee': 'Payee: {name}',
  'statement.deductor': 'Deductor: {name}',
  'statement.date': 'Date',
  'statement.receipt': 'Receipt / invoice',
  'statement.gross': 'Gross',
  'statement.net': 'Net paid',
  'statement.none': 'No payments in this year.',
  'statement.total': 'Total',
  'statement.bySection': 'TDS by section',
  'statement.noTds': 'No tax was deducted in this year.',
  'statement.section': '{section} ({label}): gross {gross}, TDS {tds}',
  'statement.products': 'Products kept (barter)',
  'statement.productsTotal': '{total} in the year.',
  'statement.productsThreshold':
    '{total} in the year, against the {threshold} threshold of section {section}.',
  'statement.footer':
    'Match these figures against Form 26AS / your annual information statement. Amounts in Indian rupees. This is a computer-generated statement and needs no signature.',
  'invoice.title': 'Tax Invoice',
  'invoice.number': 'Invoice No',
  'invoice.date': 'Date of issue',
  'invoice.reverseCharge': 'Tax payable on reverse charge',
  'invoice.no': 'No',
  'invoice.supplier': 'Supplier',
  'invoice.recipient': 'Recipient',
  'invoice.state': 'State',
  'invoice.placeOfSupply': 'Place of supply',
  'invoice.description': 'Description of service',
  'invoice.taxable': 'Taxable value',
  'invoice.totalTaxable': 'Total taxable value',
  'invoice.total': 'Invoice total',
  'invoice.signatory': 'Authorised signatory',
} satisfies Record<string, string>;

export type MessageKey = keyof typeof en;
