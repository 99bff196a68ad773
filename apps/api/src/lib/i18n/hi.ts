import type { MessageKey } from './en.ts';

/*
 * Hindi for every English message in en.ts (design §19, ADR 042): everyday Hindi as Indian apps write
 * it, polite आप; loan words people use (ईमेल, पेमेंट, कैंपेन); abbreviations (OTP, GST, TDS, UPI,
 * UTR) and brand, campaign and product names unchanged. The type makes a missing key a compile error;
 * i18n.test.ts checks placeholders and digits against the English.
 */
export const hi: Record<MessageKey, string> = {
  'invitation.new.title': '{brand} ने आपको न्योता भेजा है: {campaign}',
  'invitation.new.body':
    '{brand} आपको {campaign} के लिए {amount} का ऑफ़र दे रहा है। {moment} तक जवाब दें।',
  'invitation.declined.title': 'न्योता अस्वीकार हुआ: {campaign}',
  'invitation.declined.body': '{creator} ने आपका न्योता अस्वीकार कर दिया।',
  'invitation.expired.title': 'न्योते का समय ख़त्म: {campaign}',
  'invitation.expired.body': '{creator} ने {moment} तक आपके न्योते का जवाब नहीं दिया।',
  'invitation.accepted.title': 'न्योता स्वीकार हुआ: {campaign}',
  'invitation.accepted.body':
    '{creator} ने आपका न्योता{hasAmount, select, yes { {amount} पर} other {}} स्वीकार कर लिया। अब काम देना उनकी ज़िम्मेदारी है।',

  'agreement.toSign.title': 'एग्रीमेंट पर हस्ताक्षर करें',
  'agreement.toSign.body':
    '{creator} ने एग्रीमेंट पर हस्ताक्षर कर दिए हैं। काम शुरू करवाने के लिए आप भी हस्ताक्षर करें।',
  'agreement.signed.title': 'एग्रीमेंट पर हस्ताक्षर हो गए',
  'agreement.signed.body': '{brand} ने भी एग्रीमेंट पर हस्ताक्षर कर दिए हैं। अब आप अपना काम अपलोड कर सकते हैं।',
  'agreement.declined.title': 'एग्रीमेंट अस्वीकार हुआ',
  'agreement.declined.byBrand': '{brand} ने एग्रीमेंट अस्वीकार कर दिया।',
  'agreement.declined.byBrandToStaff': 'ब्रांड टीम ने एग्रीमेंट अस्वीकार कर दिया।',
  'agreement.declined.byCreator': '{creator} ने एग्रीमेंट अस्वीकार कर दिया।',
  'agreement.rightsEnding.title': 'इस्तेमाल के अधिकार जल्द ख़त्म होंगे',
  'agreement.rightsEnding.creatorBody': 'आपके कंटेंट पर {brand} के इस्तेमाल के अधिकार {day} को ख़त्म होंगे।',
  'agreement.rightsEnding.staffBody':
    '{creator} के कंटेंट पर आपके इस्तेमाल के अधिकार {day} को ख़त्म होंगे। तब तक नए विज्ञापन बंद कर दें।',
  'agreement.rightsEnding.soon': 'जल्द ही',

  'application.joined.title': 'आप कैंपेन में शामिल हैं',
  'application.joined.body':
    'आपने {brand} का न्योता{hasAmount, select, yes { {amount} पर} other {}} स्वीकार कर लिया।',
  'application.accepted.title': 'आवेदन स्वीकार हुआ',
  'application.accepted.body':
    '{brand} ने आपका आवेदन{hasAmount, select, yes { {amount} के लिए} other {}} स्वीकार कर लिया।',
  'application.uploadBeforeDeadline': 'सबमिशन की आख़िरी तारीख से पहले अपना काम अपलोड करें।',
  'application.schedule': 'पोस्ट करने की तारीखें: {dates}।',
  'application.declined.title': 'आवेदन अस्वीकार हुआ',
  'application.declined.body': '{brand} ने आपका आवेदन अस्वीकार कर दिया।',
  'application.expired.title': 'आवेदन की अवधि ख़त्म',
  'application.expired.body': 'आपका आवेदन स्वीकार होने से पहले ही सबमिशन की आख़िरी तारीख निकल गई।',
  'application.withdrawn.title': 'आवेदन वापस लिया गया: {campaign}',
  'application.withdrawn.body': '{creator} ने अपना आवेदन वापस ले लिया। अब कुछ तय करना बाकी नहीं है।',
  'work.rework.title': 'बदलाव माँगे गए',
  'work.rework.body': '{brand} ने आपके काम में बदलाव माँगे हैं।',
  'work.approved.title': 'काम मंज़ूर हुआ',
  'work.approved.body': '{brand} ने आपका काम मंज़ूर कर दिया। इसे तय तारीख पर पोस्ट करें।',
  'work.approved.autoBody':
    'आपका काम अपने-आप मंज़ूर हो गया, क्योंकि ब्रांड टीम ने समय पर जवाब नहीं दिया। इसे तय तारीख पर पोस्ट करें।',
  'post.live.title': 'पोस्ट के लाइव होने की पुष्टि हुई',
  'post.live.body': 'आपकी पोस्ट के लाइव होने की पुष्टि हो गई है।',
  'post.live.autoBody': 'आपकी पोस्ट के लाइव होने की पुष्टि हो गई है (अपने-आप पुष्टि हुई)।',
  'post.live.paymentPending': 'आपका {amount} का पेमेंट अब बाकी है।',
  'post.live.paymentDue': 'आपका {amount} का पेमेंट अब बाकी है, जो {day} तक होना है।',
  'auto.approved.title': 'काम अपने-आप मंज़ूर हुआ: {campaign}',
  'auto.approved.body': '{creator} का काम अपने-आप मंज़ूर हो गया, क्योंकि समय पर किसी ने जवाब नहीं दिया।',
  'auto.posted.title': 'पोस्ट की पुष्टि अपने-आप हुई: {campaign}',
  'auto.posted.body': '{creator} की पोस्ट की पुष्टि अपने-आप हो गई, क्योंकि समय पर किसी ने जवाब नहीं दिया।',
  'submission.title': 'जाँचने के लिए काम: {campaign}',
  'submission.body':
    '{creator} ने जाँच के लिए काम सबमिट किया है{hasVersion, select, yes { (वर्शन {version})} other {}}।',
  'postDetails.title': 'पोस्ट की जानकारी की पुष्टि करें: {campaign}',
  'postDetails.body': '{creator} ने लाइव पोस्ट के लिंक सबमिट किए हैं। उन्हें जाँचकर पुष्टि करें।',
  reason: '{sentence} कारण: {reason}',
  'reasonCode.audience-mismatch': 'ऑडियंस मेल नहीं खाती',
  'reasonCode.budget-mismatch': 'बजट में फ़िट नहीं',
  'reasonCode.campaign-full': 'कैंपेन भर चुका है',
  'reasonCode.off-brief': 'कंटेंट ब्रीफ़ के मुताबिक़ नहीं है',
  'reasonCode.quality': 'क्वालिटी',
  'reasonCode.other': 'अन्य',

  'payment.made.title': 'पेमेंट हो गया: {amount}',
  'payment.made.body':
    '{campaign} के लिए {amount} का पेमेंट{hasMethod, select, yes { {method} से} other {}} कर दिया गया है{hasUtr, select, yes { (UTR {utr})} other {}}।',
  'payment.made.receipt': 'रसीद {number} आपके पेमेंट पेज पर है।',
  'payment.tax.tds': '{amount} का TDS काटा गया',
  'payment.tax.tdsSection': 'धारा {section} के तहत {amount} का TDS काटा गया',
  'payment.tax.gst': '{amount} का GST जोड़ा गया',
  'payment.tax.both': '{tds} और {gst}',
  'payment.tax.net': '{taxes}: इस पेमेंट में आपको {net} मिले।',
  'payment.tax.noNet': '{taxes}।',
  'payment.tax.invoice': 'टैक्स इनवॉइस {number}।',
  'paymentMethod.UPI': 'UPI',
  'paymentMethod.Bank Transfer': 'बैंक ट्रांसफ़र',
  'paymentMethod.Other': 'किसी और तरीके',
  'payout.started.title': 'पेमेंट रास्ते में है: {amount}',
  'payout.started.body':
    '{campaign} के लिए {amount}{hasMethod, select, yes { {method} से} other {}} आपके बैंक को भेज दिए गए हैं। पैसे पहुँचने पर हम आपको बैंक का रेफ़रेंस (UTR) बताएँगे।',
  'payout.failed.title': 'पेमेंट नहीं हो पाया: {amount}',
  'payout.returned.title': 'पेमेंट वापस आ गया: {amount}',
  'payout.failed.body': '{campaign} के लिए {amount} का पेमेंट नहीं हो पाया।',
  'payout.returned.body': '{campaign} के लिए {amount} का पेमेंट बैंक ने वापस कर दिया।',
  'payout.bankSaid': 'बैंक ने बताया: {reason}।',
  'payout.dueAgain': 'यह रकम आपको फिर से मिलनी है; अपनी प्रोफ़ाइल में अपने बैंक या UPI की जानकारी जाँच लें।',
  'payout.staff.title':
    '{status, select, failed {पेआउट नहीं हो पाया: {creator}} reversed {पेआउट वापस आ गया: {creator}} other {पेआउट {status}: {creator}}}',
  'payout.staff.failedBody': '{campaign} के लिए {amount} का पेमेंट नहीं हो पाया।',
  'payout.staff.returnedBody': '{campaign} के लिए {amount} का पेमेंट बैंक ने वापस कर दिया।',
  'payout.staff.sendAgain': 'पेआउट पेज से इसे फिर से भेजें।',
  'payout.overdue.title': 'पेआउट की तारीख निकल गई: {creator}',
  'payout.overdue.body': '{campaign} के लिए {amount} {day} तक देना था और अभी तक नहीं दिया गया है।',
  'payout.dueSoon.title': 'पेआउट जल्द देना है: {creator}',
  'payout.dueSoon.body': '{campaign} के लिए {amount} {day} तक देना है।',
  'payout.someDay': 'तय तारीख',
  'payout.someAmount': 'पेआउट',

  'message.title': 'नया मैसेज: {campaign}',
  'results.questioned.title': 'नतीजों पर सवाल: {campaign}',
  'results.questioned.body':
    'ब्रांड टीम ने {post} के लिए आपके बताए आँकड़ों पर सवाल उठाया है। उन्हें दिखाने वाले स्क्रीनशॉट के साथ नई रीडिंग जोड़ें।',
  'results.questioned.yourPost': 'आपकी पोस्ट',
  'results.reported.title': 'जाँचने के लिए नतीजे: {campaign}',
  'results.reported.body': '{creator} ने एक लाइव पोस्ट के आँकड़े भेजे हैं। उन्हें स्क्रीनशॉट से मिलाकर जाँचें।',

  'reminder.submission.title': 'अपना काम सबमिट करें: {campaign}',
  'reminder.submission.body':
    '{campaign} के सबमिशन की आख़िरी तारीख में {hours} घंटे बचे हैं। उससे पहले अपना काम अपलोड करें।',
  'reminder.posting.title': 'कल पोस्ट करना है: {campaign}',
  'reminder.posting.body':
    '{campaign} के लिए आपका मंज़ूर हुआ काम कल, {day} को पोस्ट होना है। पोस्ट करने के बाद पोस्ट के लिंक सबमिट करें।',
  'reminder.results.title': 'अपने नतीजे जोड़ें: {campaign}',
  'reminder.results.dayBody':
    '{campaign} के लिए आपकी पोस्ट को लाइव हुए एक दिन हो गया है। इनसाइट्स के स्क्रीनशॉट के साथ उसके व्यूज़, लाइक्स और कमेंट्स जोड़ें।',
  'reminder.results.weekBody':
    '{campaign} के लिए आपकी पोस्ट को लाइव हुए एक हफ़्ता हो गया है। इनसाइट्स के स्क्रीनशॉट के साथ उसके व्यूज़, लाइक्स और कमेंट्स जोड़ें।',
  'staffDigest.title': '{n} नए आवेदन: {campaign}',
  'staffDigest.one': '{creator} ने {campaign} ({brand}) के लिए आवेदन किया है।',
  'staffDigest.many':
    'पिछले एक घंटे में {creator} और {others} दूसरे क्रिएटर ने {campaign} ({brand}) के लिए आवेदन किया है।',
  'digest.title': 'आपके विषयों में {n} नए कैंपेन',
  'digest.body':
    'इस हफ़्ते आपकी प्रोफ़ाइल के विषयों में {n} चालू कैंपेन जोड़े गए हैं। एक नज़र डालें और भर जाने से पहले आवेदन करें।',

  'email.greeting': 'नमस्ते {name},',
  'email.openIt': 'इसे Influence Hub में खोलें: {url}',
  'email.button': 'Influence Hub में खोलें',
  'email.why': 'आपको यह ईमेल इसलिए मिला क्योंकि आपकी सूचना सेटिंग में "{label}" के ईमेल चालू हैं।',
  'email.whyLocked': 'पेमेंट के ईमेल आपको पेमेंट मिलने का रिकॉर्ड हैं, इसलिए ये हमेशा भेजे जाते हैं।',
  'email.stop': 'ये ईमेल बंद करें: {url}',
  'email.unsubscribe': '{label} के ईमेल बंद करें',
  'category.applications': 'आवेदन',
  'category.work': 'आपका काम',
  'category.payments': 'पेमेंट',
  'category.reminders': 'रिमाइंडर',
  'category.digest': 'कैंपेन का साप्ताहिक सारांश',
  'category.messages': 'मैसेज',
  'category.invitations': 'न्योते',
  'category.reviews': 'जाँचने के लिए काम',
  'category.payouts': 'बकाया पेआउट',
  'category.automatic': 'अपने-आप हुए फ़ैसले',

  'otp.signIn': 'साइन-इन कोड',
  'otp.signing': 'हस्ताक्षर कोड',
  'otp.agreementUse': 'इससे {campaign} के लिए आपके एग्रीमेंट के वर्शन {version} पर हस्ताक्षर होते हैं।',
  'otp.subject': 'आपका Influence Hub {name}',
  'otp.is': 'आपका Influence Hub {name} {code} है।',
  'otp.htmlIntro': 'आपका Influence Hub {name} यह है:',
  'otp.validOnce':
    'यह {minutes} मिनट तक मान्य है और एक ही बार इस्तेमाल हो सकता है। अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें।',
  'otp.sms': '{code} आपका Influence Hub {name} है।',
  'otp.smsValid': 'यह {minutes} मिनट तक मान्य है। इसे किसी के साथ शेयर न करें।',
};
