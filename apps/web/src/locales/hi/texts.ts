/**
 * Hindi for the texts the API and the contract send in English (packages/contract/src/
 * *-messages.ts): the documents' words, which stay English on the wire (design §19), shown in Hindi
 * to a Hindi reader by lib/i18n.ts's translateText. Keyed by the English text itself; a text not
 * here shows in English. src/locales/catalogues.test.ts fails when a creator-side text has no entry.
 * A text several files share is listed once, under the first file that has it.
 */
export const texts: Record<string, string> = {
  // agreements-messages.ts
  'Agreement fetched successfully': 'एग्रीमेंट मिल गया',
  'There is no agreement for this work.': 'इस काम के लिए कोई एग्रीमेंट नहीं है।',
  'We could not find this application.': 'हमें यह आवेदन नहीं मिला।',
  'You signed the agreement.': 'आपने एग्रीमेंट पर हस्ताक्षर कर दिए।',
  'You signed the agreement. Both sides have now signed it.':
    'आपने एग्रीमेंट पर हस्ताक्षर कर दिए। अब दोनों पक्षों ने हस्ताक्षर कर दिए हैं।',
  'You have already signed this agreement.': 'आप इस एग्रीमेंट पर पहले ही हस्ताक्षर कर चुके हैं।',
  'You declined the agreement. The brand team has been told.':
    'आपने एग्रीमेंट अस्वीकार कर दिया। ब्रांड टीम को बता दिया गया है।',
  'You declined the agreement. The creator has been told.':
    'आपने एग्रीमेंट अस्वीकार कर दिया। क्रिएटर को बता दिया गया है।',
  'The creator signs first. You can sign once they have.':
    'पहले क्रिएटर हस्ताक्षर करते हैं। उनके हस्ताक्षर के बाद आप हस्ताक्षर कर सकते हैं।',
  'This agreement can no longer be declined: it is signed or was declined already.':
    'यह एग्रीमेंट अब अस्वीकार नहीं किया जा सकता: इस पर हस्ताक्षर हो चुके हैं या यह पहले ही अस्वीकार हो चुका है।',
  'Type your full name as your signature.': 'हस्ताक्षर के रूप में अपना पूरा नाम लिखें।',
  'Keep your name under 120 characters.': 'आपका नाम 120 अक्षरों से कम होना चाहिए।',
  'Enter the 6-digit code we sent you.': 'हमने आपको जो 6 अंकों का कोड भेजा है, उसे डालें।',
  'Say why you decline (at most 500 characters).': 'बताएँ कि आप अस्वीकार क्यों कर रहे हैं (ज़्यादा से ज़्यादा 500 अक्षर)।',
  'Codes by text message are not available right now. Use your e-mail address.':
    'SMS से कोड अभी उपलब्ध नहीं हैं। अपना ईमेल पता इस्तेमाल करें।',
  'Your account has no e-mail address or mobile number to send a code to.':
    'आपके अकाउंट में कोई ईमेल पता या मोबाइल नंबर नहीं है, जिस पर कोड भेजा जा सके।',
  'Sign the agreement before uploading your work': 'अपना काम अपलोड करने से पहले एग्रीमेंट पर हस्ताक्षर करें',
  'This document is on our record.': 'यह दस्तावेज़ हमारे रिकॉर्ड में है।',
  'We have no record of this document. It may have been changed after it was issued.':
    'इस दस्तावेज़ का हमारे पास कोई रिकॉर्ड नहीं है। हो सकता है कि जारी होने के बाद इसे बदला गया हो।',
  'Give the SHA-256 of the document: 64 hexadecimal characters.': 'दस्तावेज़ का SHA-256 दें: 64 हेक्साडेसिमल अक्षर।',
  'Waiting for the creator to sign': 'क्रिएटर के हस्ताक्षर का इंतज़ार है',
  'Waiting for the brand to sign': 'ब्रांड के हस्ताक्षर का इंतज़ार है',
  'Signed by both sides': 'दोनों पक्षों ने हस्ताक्षर कर दिए',
  Declined: 'अस्वीकार किया गया',
  'Repost on brand accounts': 'ब्रांड के अकाउंट पर रीपोस्ट',
  'Paid ads': 'पेड विज्ञापन',
  Whitelisting: 'व्हाइटलिस्टिंग',
  'Brand website': 'ब्रांड की वेबसाइट',
  'Offline (stores, print)': 'ऑफ़लाइन (स्टोर, प्रिंट)',
  'repost your video on its own accounts': 'आपका वीडियो अपने अकाउंट पर रीपोस्ट करना',
  'run your video as a paid ad': 'आपके वीडियो को पेड विज्ञापन के रूप में चलाना',
  'run ads through your account (whitelisting)': 'आपके अकाउंट से विज्ञापन चलाना (व्हाइटलिस्टिंग)',
  'show your video on its website': 'आपका वीडियो अपनी वेबसाइट पर दिखाना',
  'use your video offline (stores, print, events)': 'आपके वीडियो का ऑफ़लाइन इस्तेमाल करना (स्टोर, प्रिंट, इवेंट)',
  // apply-messages.ts
  'Successfully applied for the campaign!': 'कैंपेन के लिए आवेदन हो गया!',
  'Successfully submitted your quote for the campaign!': 'कैंपेन के लिए आपकी कीमत भेज दी गई!',
  'Already Applied': 'पहले ही आवेदन किया है',
  'You have already applied for this campaign.': 'आप इस कैंपेन के लिए पहले ही आवेदन कर चुके हैं।',
  'You were invited to this campaign: accept or decline the invitation on your Invitations page instead.':
    'आपको इस कैंपेन के लिए न्योता मिला है: इसके बजाय अपने न्योते पेज पर न्योता स्वीकार या अस्वीकार करें।',
  'This campaign is no longer accepting applications.': 'यह कैंपेन अब आवेदन नहीं ले रहा है।',
  'The deadline for this campaign has passed.': 'इस कैंपेन की आख़िरी तारीख निकल चुकी है।',
  'Campaign Not Found': 'कैंपेन नहीं मिला',
  'Failed to apply for campaign': 'कैंपेन के लिए आवेदन नहीं हो सका',
  'Failed to submit quote': 'कीमत नहीं भेजी जा सकी',
  'Applied for campaign': 'कैंपेन के लिए आवेदन किया',
  'Please check your quote.': 'कृपया अपनी कीमत जाँचें।',
  'Enter your quote amount.': 'अपनी कीमत डालें।',
  'Enter whole rupees, digits only (no paise, letters or symbols).':
    'पूरे रुपये डालें, सिर्फ़ अंक (पैसे, अक्षर या चिह्न नहीं)।',
  'Your quote must be more than ₹0.': 'आपकी कीमत ₹0 से ज़्यादा होनी चाहिए।',
  'Your quote can be at most ₹1,00,00,000.': 'आपकी कीमत ज़्यादा से ज़्यादा ₹1,00,00,000 हो सकती है।',
  'Write something about this task.': 'इस काम के बारे में कुछ लिखें।',
  'Application counts fetched successfully': 'आवेदनों की गिनती मिल गई',
  'Your application has been withdrawn.': 'आपका आवेदन वापस ले लिया गया है।',
  'Withdraw your application?': 'अपना आवेदन वापस लें?',
  'The brand team will no longer consider you for this campaign.':
    'ब्रांड टीम इस कैंपेन के लिए अब आप पर विचार नहीं करेगी।',
  'Withdraw application': 'आवेदन वापस लें',
  'Withdrawing...': 'आवेदन वापस लिया जा रहा है...',
  'Failed to withdraw the application': 'आवेदन वापस नहीं लिया जा सका',
  'applicationId must be an application id.': 'applicationId किसी आवेदन की ID होनी चाहिए।',
  // auth-messages.ts
  'OTP sent successfully to your email/mobile': 'आपके ईमेल/मोबाइल पर OTP भेज दिया गया',
  'OTP verified successfully': 'OTP की पुष्टि हो गई',
  'We have sent a OTP to your Email Address': 'हमने आपके ईमेल पते पर OTP भेजा है',
  'We have sent a OTP to your mobile number': 'हमने आपके मोबाइल नंबर पर OTP भेजा है',
  'Failed to send OTP. Please try again.': 'OTP नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
  'Failed to verify OTP. Please try again.': 'OTP की पुष्टि नहीं हो सकी। कृपया फिर से कोशिश करें।',
  'Failed to resend OTP. Please try again.': 'OTP दोबारा नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
  'Failed to send OTP': 'OTP नहीं भेजा जा सका',
  'Failed to verify OTP': 'OTP की पुष्टि नहीं हो सकी',
  'Please enter your email or mobile number.': 'कृपया अपना ईमेल या मोबाइल नंबर डालें।',
  'Enter a valid email address or a 10-digit mobile number.': 'सही ईमेल पता या 10 अंकों का मोबाइल नंबर डालें।',
  'No account found for this email or mobile number. Please register.':
    'इस ईमेल या मोबाइल नंबर से कोई अकाउंट नहीं मिला। कृपया रजिस्टर करें।',
  'No staff account found for this email.': 'इस ईमेल से कोई स्टाफ़ अकाउंट नहीं मिला।',
  'That code is not right. Please check it and try again.': 'यह कोड सही नहीं है। कृपया इसे जाँचकर फिर से कोशिश करें।',
  'This code has expired or was already used. Please request a new OTP.':
    'यह कोड एक्सपायर हो गया है या पहले ही इस्तेमाल हो चुका है। कृपया नया OTP मँगाएँ।',
  'Too many wrong codes. Please request a new OTP.': 'बहुत बार गलत कोड डाला गया। कृपया नया OTP मँगाएँ।',
  'This account is suspended. Please contact support.': 'यह अकाउंट निलंबित है। कृपया सपोर्ट से संपर्क करें।',
  'This account is not on any brand’s team any more. Ask an owner of your brand to add you again.':
    'यह अकाउंट अब किसी ब्रांड की टीम में नहीं है। अपने ब्रांड के किसी ओनर से आपको फिर से जोड़ने को कहें।',
  'You have been logged out.': 'आप लॉग आउट हो गए हैं।',
  'Enter the 6-digit code.': '6 अंकों का कोड डालें।',
  'We could not send the code right now. Please try again in a minute.':
    'हम अभी कोड नहीं भेज पाए। कृपया एक मिनट बाद फिर से कोशिश करें।',
  'Staff sign in with their work email address.': 'स्टाफ़ अपने ऑफ़िस के ईमेल पते से साइन इन करते हैं।',
  'Sign-in codes by SMS are not available here yet — use your e-mail address':
    'SMS से साइन-इन कोड अभी यहाँ उपलब्ध नहीं हैं — अपना ईमेल पता इस्तेमाल करें',
  'Sign-in channels': 'साइन-इन के तरीके',
  // brands-messages.ts
  'Brands fetched successfully': 'ब्रांड मिल गए',
  'Brand fetched successfully': 'ब्रांड मिल गया',
  'Brand Not Found': 'ब्रांड नहीं मिला',
  'Failed to fetch brands': 'ब्रांड लोड नहीं हो सके',
  'Failed to fetch brand details': 'ब्रांड की जानकारी लोड नहीं हो सकी',
  'No brands found matching your filters.': 'आपके फ़िल्टर से मेल खाता कोई ब्रांड नहीं मिला।',
  'No active campaigns found for this brand.': 'इस ब्रांड का कोई चालू कैंपेन नहीं मिला।',
  // campaigns-messages.ts
  'Campaigns fetched successfully': 'कैंपेन मिल गए',
  'Campaign fetched successfully': 'कैंपेन मिल गया',
  'Failed to fetch campaigns': 'कैंपेन लोड नहीं हो सके',
  'Failed to fetch campaign details': 'कैंपेन की जानकारी लोड नहीं हो सकी',
  'Failed to fetch saved campaigns': 'सेव किए गए कैंपेन लोड नहीं हो सके',
  // comments-messages.ts
  'Comments fetched successfully': 'कमेंट मिल गए',
  'Comment pinned': 'कमेंट पिन हो गया',
  'Comment marked as addressed': 'कमेंट को हल हुआ मार्क कर दिया गया',
  'We could not find this comment.': 'हमें यह कमेंट नहीं मिला।',
  'Write a comment of 1 to 1,000 characters.': '1 से 1,000 अक्षरों का कमेंट लिखें।',
  'Pin the comment to one of the files submitted for this application.':
    'कमेंट को इस आवेदन के लिए सबमिट की गई किसी एक फ़ाइल पर पिन करें।',
  'Pin an image comment to a spot: x and y from 0 to 1.':
    'इमेज पर कमेंट किसी जगह पर पिन करें: x और y 0 से 1 के बीच।',
  'Pin a video comment to a moment within the video: atSeconds from 0 to the video’s length.':
    'वीडियो पर कमेंट वीडियो के किसी पल पर पिन करें: atSeconds 0 से वीडियो की लंबाई तक।',
  'A reply is at most 1,000 characters.': 'जवाब ज़्यादा से ज़्यादा 1,000 अक्षरों का हो सकता है।',
  // contact-messages.ts
  'Mobile number must be a 10-digit number.': 'मोबाइल नंबर 10 अंकों का होना चाहिए।',
  'This field has to be filled.': 'यह फ़ील्ड भरना ज़रूरी है।',
  'This is not a valid email.': 'यह सही ईमेल नहीं है।',
  // error-messages.ts
  'The request contains a character that cannot be stored (such as a NUL byte). Remove it and try again.':
    'अनुरोध में ऐसा अक्षर है जिसे सेव नहीं किया जा सकता (जैसे NUL बाइट)। उसे हटाकर फिर से कोशिश करें।',
  'Some fields need your attention.': 'कुछ फ़ील्ड पर ध्यान देने की ज़रूरत है।',
  'Your session has ended. Please sign in again.': 'आपका सेशन ख़त्म हो गया है। कृपया फिर से साइन इन करें।',
  'You do not have access to this.': 'आपको इसकी अनुमति नहीं है।',
  'We could not find what you were looking for.': 'आप जो ढूँढ रहे थे, वह हमें नहीं मिला।',
  'There is no such page or call.': 'ऐसा कोई पेज या API कॉल नहीं है।',
  'That is too large to upload.': 'यह अपलोड करने के लिए बहुत बड़ा है।',
  'Too many attempts. Please wait a moment and try again.':
    'बहुत ज़्यादा कोशिशें हो गईं। कृपया थोड़ी देर रुककर फिर से कोशिश करें।',
  'Something went wrong on our side. Please try again in a moment.':
    'हमारी तरफ़ कुछ गड़बड़ हो गई। कृपया थोड़ी देर में फिर से कोशिश करें।',
  'The service is starting up or briefly unavailable. Please try again in a moment.':
    'सेवा शुरू हो रही है या थोड़ी देर के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में फिर से कोशिश करें।',
  // files-messages.ts
  'File uploaded': 'फ़ाइल अपलोड हो गई',
  'File not found.': 'फ़ाइल नहीं मिली।',
  'The contents of this file are missing on our side. Please upload it again, or ask whoever shared it to.':
    'इस फ़ाइल की सामग्री हमारे पास नहीं है। कृपया इसे फिर से अपलोड करें, या जिसने इसे शेयर किया था उससे अपलोड करने को कहें।',
  'Stored files cannot be reached right now. Please try again in a few minutes.':
    'सेव की गई फ़ाइलें अभी खुल नहीं रही हैं। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  'This file could not be read. Please choose it again.': 'यह फ़ाइल पढ़ी नहीं जा सकी। कृपया इसे फिर से चुनें।',
  'Please choose a file to upload.': 'कृपया अपलोड करने के लिए एक फ़ाइल चुनें।',
  'Send the file as multipart/form-data with the file in a field named "file".':
    'फ़ाइल को multipart/form-data के रूप में भेजें, "file" नाम के फ़ील्ड में।',
  'purpose must be one of: work, proof, profile-image, brand-logo, campaign-asset.':
    'purpose इनमें से एक होना चाहिए: work, proof, profile-image, brand-logo, campaign-asset।',
  'Only Influence Hub staff can upload this kind of file.':
    'इस तरह की फ़ाइल सिर्फ़ Influence Hub स्टाफ़ अपलोड कर सकता है।',
  'This link has expired. Reload the page to get a fresh one.':
    'इस लिंक की समय-सीमा ख़त्म हो गई है। नया लिंक पाने के लिए पेज दोबारा लोड करें।',
  'This file cannot be downloaded.': 'यह फ़ाइल डाउनलोड नहीं की जा सकती।',
  'Download Started': 'डाउनलोड शुरू हो गया',
  'Failed to download the file. Please try again.': 'फ़ाइल डाउनलोड नहीं हो सकी। कृपया फिर से कोशिश करें।',
  // gstin-messages.ts
  'Enter your 15-character GSTIN, e.g. 29ABCDE1234F1Z5.': 'अपना 15 अक्षरों का GSTIN डालें, जैसे 29ABCDE1234F1Z5।',
  'This GSTIN is not valid: its last character does not match. Please check it against your GST certificate.':
    'यह GSTIN सही नहीं है: इसका आख़िरी अक्षर मेल नहीं खाता। कृपया इसे अपने GST सर्टिफ़िकेट से मिलाकर देखें।',
  'We do not recognise the state code at the start of this GSTIN.':
    'इस GSTIN की शुरुआत में दिया गया राज्य कोड हम नहीं पहचानते।',
  // invitations-messages.ts
  'Invitations fetched successfully': 'न्योते मिल गए',
  "The campaign's invitations fetched successfully": 'कैंपेन के न्योते मिल गए',
  'We could not find this invitation.': 'हमें यह न्योता नहीं मिला।',
  'We could not find this campaign.': 'हमें यह कैंपेन नहीं मिला।',
  'Choose between 1 and 500 creators to invite.': 'न्योता भेजने के लिए 1 से 500 क्रिएटर चुनें।',
  'Each creator must be given by their id.': 'हर क्रिएटर की ID देनी होगी।',
  'The offer must be a whole number of rupees from 1 to ₹1,00,00,000.':
    'ऑफ़र पूरे रुपयों में, 1 से ₹1,00,00,000 तक होना चाहिए।',
  'This campaign has no fixed price (creators quote for it), so say what you offer each creator.':
    'इस कैंपेन की कोई तय कीमत नहीं है (क्रिएटर अपनी कीमत बताते हैं), इसलिए बताएँ कि आप हर क्रिएटर को क्या ऑफ़र कर रहे हैं।',
  'The answer-by time must be a date and time (ISO 8601).':
    'जवाब देने का समय एक तारीख और समय (ISO 8601) होना चाहिए।',
  'The answer-by time must be in the future.': 'जवाब देने का समय भविष्य का होना चाहिए।',
  'This campaign is not active, so nobody can be invited to it. Make it active first.':
    'यह कैंपेन चालू नहीं है, इसलिए इसमें किसी को न्योता नहीं भेजा जा सकता। पहले इसे चालू करें।',
  "This campaign's submission deadline has passed. Extend it first to invite creators.":
    'इस कैंपेन में सबमिट करने की आख़िरी तारीख निकल चुकी है। क्रिएटर को न्योता भेजने के लिए पहले इसे आगे बढ़ाएँ।',
  'Invitation accepted. The work is yours: upload it before the submission deadline.':
    'न्योता स्वीकार हो गया। अब यह काम आपका है: इसे सबमिट करने की आख़िरी तारीख से पहले अपलोड करें।',
  'Invitation declined. The brand has been told.': 'न्योता अस्वीकार कर दिया गया। ब्रांड को बता दिया गया है।',
  'This invitation has run out: the brand asked for an answer by its answer-by time (72 hours unless they said otherwise).':
    'इस न्योते का समय ख़त्म हो गया: ब्रांड ने तय समय तक जवाब माँगा था (जब तक उन्होंने कुछ और न कहा हो, 72 घंटे)।',
  'This campaign is no longer taking creators (it was closed or its deadline passed), so the invitation cannot be accepted.':
    'यह कैंपेन अब क्रिएटर नहीं ले रहा है (यह बंद हो गया या इसकी आख़िरी तारीख निकल गई), इसलिए न्योता स्वीकार नहीं किया जा सकता।',
  'You have already applied for this campaign; your application is on your Work page.':
    'आप इस कैंपेन के लिए पहले ही आवेदन कर चुके हैं; आपका आवेदन आपके काम पेज पर है।',
  'Keep the reason under 500 characters.': 'वजह 500 अक्षरों से कम रखें।',
  'Already invited to this campaign': 'इस कैंपेन के लिए पहले ही न्योता भेजा जा चुका है',
  'Already applied for this campaign': 'इस कैंपेन के लिए पहले ही आवेदन कर चुके हैं',
  'Has chosen not to be found by brands': 'ब्रांड को न दिखने का विकल्प चुना है',
  'Account suspended': 'अकाउंट निलंबित है',
  'No such creator': 'ऐसा कोई क्रिएटर नहीं है',
  'Waiting for an answer': 'जवाब का इंतज़ार है',
  Accepted: 'स्वीकार किया गया',
  'Ran out': 'समय ख़त्म',
  Invitations: 'न्योते',
  'Failed to fetch your invitations': 'आपके न्योते लोड नहीं हो सके',
  'Could not accept the invitation. Please try again.': 'न्योता स्वीकार नहीं हो सका। कृपया फिर से कोशिश करें।',
  'Could not decline the invitation. Please try again.': 'न्योता अस्वीकार नहीं हो सका। कृपया फिर से कोशिश करें।',
  'No invitations yet': 'अभी कोई न्योता नहीं है',
  'When a brand invites you to a campaign, its offer appears here. Brands find you by your niches, platforms and city.':
    'जब कोई ब्रांड आपको किसी कैंपेन के लिए न्योता भेजेगा, तो उसका ऑफ़र यहाँ दिखेगा। ब्रांड आपको आपके विषयों, प्लैटफ़ॉर्म और शहर से ढूँढते हैं।',
  'Waiting for your answer': 'आपके जवाब का इंतज़ार है',
  'Answered and closed': 'जवाब दिया गया और बंद हुआ',
  Accept: 'स्वीकार करें',
  'Accepting...': 'स्वीकार किया जा रहा है...',
  Decline: 'अस्वीकार करें',
  'Declining...': 'अस्वीकार किया जा रहा है...',
  'Decline this invitation?': 'यह न्योता अस्वीकार करें?',
  'The brand is told you said no. A reason helps them, but you do not have to give one.':
    'ब्रांड को बताया जाएगा कि आपने मना कर दिया। वजह बताने से उन्हें मदद मिलती है, लेकिन बताना ज़रूरी नहीं है।',
  'Reason (optional)': 'वजह (ज़रूरी नहीं)',
  'Open your work': 'अपना काम खोलें',
  'View campaign': 'कैंपेन देखें',
  Offer: 'ऑफ़र',
  'Answer by': 'जवाब देने की आख़िरी तारीख',
  'Waiting for you': 'आपका इंतज़ार है',
  'Message from the brand': 'ब्रांड का मैसेज',
  'An invitation you leave unanswered simply closes; it never counts against you.':
    'जिस न्योते का आप जवाब नहीं देते, वह बस बंद हो जाता है; इसका आप पर कोई बुरा असर नहीं पड़ता।',
  // messages-messages.ts
  'Messages fetched successfully': 'मैसेज मिल गए',
  'Message sent': 'मैसेज भेज दिया गया',
  'Inbox fetched successfully': 'इनबॉक्स मिल गया',
  'Write a message of 1 to 2,000 characters.': '1 से 2,000 अक्षरों का मैसेज लिखें।',
  'Attach at most 5 files.': 'ज़्यादा से ज़्यादा 5 फ़ाइलें जोड़ें।',
  'Attach only files you uploaded yourself.': 'सिर्फ़ वही फ़ाइलें जोड़ें जो आपने ख़ुद अपलोड की हैं।',
  'This conversation closed 30 days after the application was decided. You can still read it.':
    'आवेदन पर फ़ैसला होने के 30 दिन बाद यह बातचीत बंद हो गई। आप इसे अब भी पढ़ सकते हैं।',
  'clientId is at most 100 characters.': 'clientId ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है।',
  // notifications-messages.ts
  notification: 'सूचना',
  message: 'मैसेज',
  counts: 'गिनती',
  Applications: 'आवेदन',
  'Your applications accepted, declined or expired, and their agreements.':
    'आपके आवेदन स्वीकार हुए, अस्वीकार हुए या ख़त्म हुए, और उनके एग्रीमेंट।',
  'New applications: one digest per campaign per hour; agreements signed or declined.':
    'नए आवेदन: हर कैंपेन के लिए हर घंटे एक सारांश; एग्रीमेंट पर हस्ताक्षर हुए या अस्वीकार हुए।',
  'Your work': 'आपका काम',
  'Rework requested, work approved, post confirmed live.':
    'बदलाव माँगे गए, काम मंज़ूर हुआ, पोस्ट लाइव होने की पुष्टि हुई।',
  Payments: 'पेमेंट',
  'A payment made to you, with its amount and receipt.': 'आपको किया गया पेमेंट, उसकी रकम और रसीद के साथ।',
  Reminders: 'रिमाइंडर',
  'Work due for submission in 48 hours; a post due tomorrow; results to add after a post went live.':
    '48 घंटे में सबमिट होने वाला काम; कल होने वाली पोस्ट; पोस्ट लाइव होने के बाद जोड़े जाने वाले नतीजे।',
  'Weekly campaign digest': 'कैंपेन का साप्ताहिक सारांश',
  'New active campaigns in your niches, once a week.': 'आपके विषयों में नए चालू कैंपेन, हफ़्ते में एक बार।',
  Messages: 'मैसेज',
  'New messages from the brand team, when they stay unread.': 'ब्रांड टीम के नए मैसेज, जब वे बिना पढ़े रह जाएँ।',
  'New messages from creators, when they stay unread.': 'क्रिएटर के नए मैसेज, जब वे बिना पढ़े रह जाएँ।',
  'A brand inviting you to a campaign, with its offer and the time to answer.':
    'किसी ब्रांड का आपको कैंपेन के लिए न्योता, उसके ऑफ़र और जवाब देने के समय के साथ।',
  'Creators accepting or declining your invitations, and invitations that ran out.':
    'क्रिएटर का आपके न्योते स्वीकार या अस्वीकार करना, और वे न्योते जिनका समय ख़त्म हो गया।',
  'Work to review': 'जाँचने के लिए काम',
  'Work submitted for review and post details submitted.':
    'जाँच के लिए सबमिट किया गया काम और सबमिट की गई पोस्ट की जानकारी।',
  'Payouts due': 'बकाया पेआउट',
  'Payouts due within 2 days, and overdue ones.': '2 दिन के अंदर देय पेआउट, और जिनकी तारीख निकल चुकी है।',
  'Automatic decisions': 'अपने-आप हुए फ़ैसले',
  'Work approved or posts confirmed automatically because nobody answered in time.':
    'काम अपने-आप मंज़ूर हुआ या पोस्ट की पुष्टि अपने-आप हुई, क्योंकि समय पर किसी ने जवाब नहीं दिया।',
  'Notifications fetched successfully': 'सूचनाएँ मिल गईं',
  'Unread count fetched successfully': 'बिना पढ़ी सूचनाओं की गिनती मिल गई',
  'Notifications marked as read': 'सूचनाएँ पढ़ी हुई मार्क हो गईं',
  'Notification preferences fetched successfully': 'सूचना सेटिंग मिल गई',
  'Notification preferences saved': 'सूचना सेटिंग सेव हो गई',
  'We could not find that notification.': 'हमें वह सूचना नहीं मिली।',
  'Send ids (the notifications to mark as read) or all: true.':
    'ids भेजें (जिन सूचनाओं को पढ़ा हुआ मार्क करना है) या all: true भेजें।',
  'ids must be a list of notification ids.': 'ids सूचनाओं की ID की सूची होनी चाहिए।',
  'Mark at most 100 notifications at a time, or send all: true.':
    'एक बार में ज़्यादा से ज़्यादा 100 सूचनाएँ मार्क करें, या all: true भेजें।',
  'category must be one of the listed notification categories.':
    'category सूची में दी गई सूचना कैटेगरी में से एक होनी चाहिए।',
  'That notification category is not one you receive.': 'सूचना की यह कैटेगरी आपको नहीं मिलती।',
  'Payment e-mails cannot be switched off: they are your record of being paid.':
    'पेमेंट वाले ईमेल बंद नहीं किए जा सकते: ये आपको पेमेंट मिलने का रिकॉर्ड हैं।',
  'preferences must list at least one category.': 'preferences में कम से कम एक कैटेगरी होनी चाहिए।',
  'This unsubscribe link is not valid. Open Notification preferences in the app instead.':
    'यह अनसब्सक्राइब लिंक सही नहीं है। इसके बजाय ऐप में सूचना सेटिंग खोलें।',
  'You will no longer get these e-mails.': 'अब आपको ये ईमेल नहीं मिलेंगे।',
  'Unsubscribe link checked': 'अनसब्सक्राइब लिंक जाँच लिया गया',
  'Live updates connected': 'लाइव अपडेट जुड़ गए',
  applications: 'आवेदन',
  work: 'काम',
  payments: 'पेमेंट',
  reminders: 'रिमाइंडर',
  digest: 'सारांश',
  messages: 'मैसेज',
  invitations: 'न्योते',
  reviews: 'जाँच',
  payouts: 'पेआउट',
  automatic: 'अपने-आप',
  // payments-messages.ts
  'Payment summary fetched successfully': 'पेमेंट का सारांश मिल गया',
  'Payments fetched successfully': 'पेमेंट मिल गए',
  'No payment data available': 'पेमेंट की कोई जानकारी नहीं है',
  'We could not find this payment.': 'हमें यह पेमेंट नहीं मिला।',
  'The payment id is not valid.': 'पेमेंट की ID सही नहीं है।',
  'Use a date such as 2030-01-31.': '2030-01-31 जैसी तारीख डालें।',
  'The To date cannot be before the From date.': "'तक' वाली तारीख 'से' वाली तारीख से पहले की नहीं हो सकती।",
  'status must be one of: overall, paid, pending, failed.':
    'status इनमें से एक होना चाहिए: overall, paid, pending, failed।',
  // payouts-messages.ts
  'This creator has no UPI ID on file. Ask them to add one, or pay by bank transfer.':
    'इस क्रिएटर की कोई UPI ID दर्ज नहीं है। उनसे UPI ID जोड़ने को कहें, या बैंक ट्रांसफ़र से पेमेंट करें।',
  'This creator has no bank account on file. Ask them to add one, or pay by UPI.':
    'इस क्रिएटर का कोई बैंक खाता दर्ज नहीं है। उनसे बैंक खाता जोड़ने को कहें, या UPI से पेमेंट करें।',
  'We are checking these payout details with the bank. This takes a minute or two.':
    'हम बैंक से पेआउट की ये जानकारी जाँच रहे हैं। इसमें एक-दो मिनट लगते हैं।',
  'The bank could not confirm these payout details. Ask the creator to check them and save again.':
    'बैंक पेआउट की इस जानकारी की पुष्टि नहीं कर सका। क्रिएटर से इसे जाँचकर फिर से सेव करने को कहें।',
  'The bank refused these details. Check the IFSC, account number or UPI ID and save again.':
    'बैंक ने यह जानकारी अस्वीकार कर दी। IFSC, खाता नंबर या UPI ID जाँचें और फिर से सेव करें।',
  'This creator has no payout details of that kind to approve.':
    'इस क्रिएटर की इस तरह की कोई पेआउट जानकारी नहीं है जिसे मंज़ूर किया जा सके।',
  'These payout details are not waiting for an approval.': 'पेआउट की यह जानकारी मंज़ूरी का इंतज़ार नहीं कर रही है।',
  'The account is approved for payouts.': 'खाता पेआउट के लिए मंज़ूर हो गया है।',
  'Say why this account may be paid (at least 5 characters).':
    'बताएँ कि इस खाते में पेमेंट क्यों किया जा सकता है (कम से कम 5 अक्षर)।',
  'Choose upi or bank.': 'upi या bank चुनें।',
  'Payouts go through the bank by UPI or bank transfer. For "Other", enter the reference of the payment already sent.':
    'पेआउट बैंक के ज़रिए UPI या बैंक ट्रांसफ़र से जाते हैं। "अन्य" के लिए, पहले से भेजे गए पेमेंट का रेफ़रेंस डालें।',
  'The payout is being sent again.': 'पेआउट फिर से भेजा जा रहा है।',
  'Only a payout that failed, was rejected or reversed can be sent again.':
    'सिर्फ़ वही पेआउट फिर से भेजा जा सकता है जो फ़ेल हुआ, अस्वीकार हुआ या वापस हो गया।',
  'This payment was recorded by hand; there is no payout to send again.':
    'यह पेमेंट हाथ से दर्ज किया गया था; फिर से भेजने के लिए कोई पेआउट नहीं है।',
  "Some of this payment's work has been paid another way since. Refresh the page.":
    'इस पेमेंट के कुछ काम का पेमेंट इस बीच किसी और तरीके से हो चुका है। पेज रीफ़्रेश करें।',
  'The webhook signature does not match.': 'वेबहुक का सिग्नेचर मेल नहीं खाता।',
  'Event received.': 'इवेंट मिल गया।',
  'Payouts through a provider are not switched on.': 'किसी प्रोवाइडर के ज़रिए पेआउट चालू नहीं हैं।',
  'The webhook body is not a payout event.': 'वेबहुक का डेटा कोई पेआउट इवेंट नहीं है।',
  // pincode-messages.ts
  'Invalid Pincode': 'गलत पिनकोड',
  'Please enter a valid pincode': 'कृपया सही पिनकोड डालें',
  'No location found for this pincode': 'इस पिनकोड के लिए कोई जगह नहीं मिली',
  'Address Found': 'पता मिल गया',
  'Address details filled automatically': 'पते की जानकारी अपने-आप भर दी गई',
  'Address Updated': 'पता अपडेट हो गया',
  Error: 'गड़बड़ी',
  'Failed to fetch address details': 'पते की जानकारी नहीं मिल सकी',
  'Failed to fetch pincode details': 'पिनकोड की जानकारी नहीं मिल सकी',
  // profile-messages.ts
  'Profile updated successfully!': 'प्रोफ़ाइल अपडेट हो गई!',
  'State field is required': 'राज्य भरना ज़रूरी है',
  'Please upload a JPG, PNG, or GIF image': 'कृपया JPG, PNG या GIF इमेज अपलोड करें',
  'Image size must be less than 2MB': 'इमेज का साइज़ 2MB से कम होना चाहिए',
  'Failed to process profile image': 'प्रोफ़ाइल इमेज प्रोसेस नहीं हो सकी',
  'Failed to process CV file': 'CV फ़ाइल प्रोसेस नहीं हो सकी',
  'Please upload your CV as a PDF file.': 'कृपया अपना CV, PDF फ़ाइल के रूप में अपलोड करें।',
  'The CV must be smaller than 5MB.': 'CV का साइज़ 5MB से कम होना चाहिए।',
  'Profile fetched successfully': 'प्रोफ़ाइल मिल गई',
  'Name is required': 'नाम भरना ज़रूरी है',
  'Pin code must be 6 digits.': 'पिनकोड 6 अंकों का होना चाहिए।',
  'Please provide a valid portfolio URL.': 'कृपया पोर्टफ़ोलियो का सही URL डालें।',
  'Please provide a valid profile URL.': 'कृपया प्रोफ़ाइल का सही URL डालें।',
  'Platform is required.': 'प्लैटफ़ॉर्म चुनना ज़रूरी है।',
  'Enter a valid IFSC code, e.g. HDFC0001234': 'सही IFSC कोड डालें, जैसे HDFC0001234',
  'Enter a valid UPI ID, e.g. name@okhdfcbank': 'सही UPI ID डालें, जैसे name@okhdfcbank',
  'The account number must be 9 to 18 digits.': 'खाता नंबर 9 से 18 अंकों का होना चाहिए।',
  'That image is not one of your uploads. Please upload it again.':
    'यह इमेज आपके अपलोड में से नहीं है। कृपया इसे फिर से अपलोड करें।',
  'Choose whether brands can find you in creator search.': 'चुनें कि ब्रांड आपको क्रिएटर सर्च में ढूँढ सकें या नहीं।',
  'Choose your languages from the list.': 'सूची में से अपनी भाषाएँ चुनें।',
  // reason-messages.ts
  'Audience does not match': 'ऑडियंस मेल नहीं खाती',
  'Budget does not fit': 'बजट में फ़िट नहीं',
  'Campaign is full': 'कैंपेन भर चुका है',
  'Content does not follow the brief': 'कंटेंट ब्रीफ़ के मुताबिक़ नहीं है',
  Quality: 'क्वालिटी',
  Other: 'अन्य',
  'Choose a reason or write one, so the creator knows why.':
    'कोई वजह चुनें या लिखें, ताकि क्रिएटर को पता चले कि क्यों।',
  'reasonCode must be one of the listed reasons.': 'reasonCode सूची में दी गई वजहों में से एक होना चाहिए।',
  'That reason is for rework. Choose a reason for declining.':
    'यह वजह बदलाव माँगने के लिए है। अस्वीकार करने की कोई वजह चुनें।',
  'That reason is for declining. Choose a reason for rework.':
    'यह वजह अस्वीकार करने के लिए है। बदलाव माँगने की कोई वजह चुनें।',
  // reference-messages.ts
  'Failed to fetch categories': 'कैटेगरी लोड नहीं हो सकीं',
  'Failed to fetch countries': 'देश लोड नहीं हो सके',
  'Failed to fetch brand niches': 'ब्रांड के विषय लोड नहीं हो सके',
  // registration-messages.ts
  'Please select at least one account type': 'कृपया कम से कम एक अकाउंट टाइप चुनें',
  'Address is required.': 'पता भरना ज़रूरी है।',
  'Country is required.': 'देश भरना ज़रूरी है।',
  'State is required.': 'राज्य भरना ज़रूरी है।',
  'City is required.': 'शहर भरना ज़रूरी है।',
  'Followers is required.': 'फ़ॉलोअर्स की संख्या भरना ज़रूरी है।',
  'Please select at least one niche': 'कृपया कम से कम एक विषय चुनें',
  'min 20 character is required': 'कम से कम 20 अक्षर लिखना ज़रूरी है',
  'Please complete at least one social media platform':
    'कृपया कम से कम एक सोशल मीडिया प्लैटफ़ॉर्म की जानकारी पूरी करें',
  'Please fill in all required fields correctly': 'कृपया सभी ज़रूरी फ़ील्ड सही-सही भरें',
  'Validation Error': 'जानकारी में गड़बड़ी',
  'Registration successful! Your account is ready.': 'रजिस्ट्रेशन हो गया! आपका अकाउंट तैयार है।',
  'An account with this email or mobile number already exists. Please sign in instead.':
    'इस ईमेल या मोबाइल नंबर से पहले से एक अकाउंट है। कृपया इसके बजाय साइन इन करें।',
  'An account with this email already exists. Please sign in instead.':
    'इस ईमेल से पहले से एक अकाउंट है। कृपया इसके बजाय साइन इन करें।',
  'An account with this mobile number already exists. Please sign in instead.':
    'इस मोबाइल नंबर से पहले से एक अकाउंट है। कृपया इसके बजाय साइन इन करें।',
  'Enter an email or a mobile number to check.': 'जाँचने के लिए ईमेल या मोबाइल नंबर डालें।',
  'No account uses this yet.': 'इसे अभी तक कोई अकाउंट इस्तेमाल नहीं करता।',
  'Too many checks from your network. Please wait and try again.':
    'आपके नेटवर्क से बहुत ज़्यादा बार जाँच की गई। कृपया थोड़ी देर रुककर फिर से कोशिश करें।',
  'Choose Feature Account if you run a page that features other people’s content, such as a meme, fan or theme page.':
    'अगर आप ऐसा पेज चलाते हैं जो दूसरों का कंटेंट दिखाता है, जैसे मीम, फ़ैन या थीम पेज, तो फ़ीचर अकाउंट चुनें।',
  // results-messages.ts
  'Reported by the creator': 'क्रिएटर ने बताया',
  YouTube: 'YouTube',
  Instagram: 'Instagram',
  'Waiting for a check': 'जाँच का इंतज़ार है',
  Confirmed: 'पुष्टि हो गई',
  Questioned: 'सवाल उठाया गया',
  'Results added. The brand team will check them against your screenshot.':
    'नतीजे जोड़ दिए गए। ब्रांड टीम इन्हें आपके स्क्रीनशॉट से मिलाकर जाँचेगी।',
  'Results fetched successfully': 'नतीजे मिल गए',
  'Reading confirmed.': 'आँकड़े की पुष्टि हो गई।',
  'Reading questioned. The creator has been told why.': 'आँकड़े पर सवाल उठाया गया। क्रिएटर को वजह बता दी गई है।',
  'Campaign report fetched successfully': 'कैंपेन रिपोर्ट मिल गई',
  'Share link made. Anyone with it can read this report for 30 days.':
    'शेयर लिंक बन गया। जिसके पास भी यह लिंक होगा, वह 30 दिन तक यह रिपोर्ट पढ़ सकता है।',
  'Share links fetched successfully': 'शेयर लिंक मिल गए',
  'Share link revoked. It no longer opens the report.': 'शेयर लिंक रद्द कर दिया गया। अब इससे रिपोर्ट नहीं खुलती।',
  'Media kit fetched successfully': 'मीडिया किट मिल गई',
  'Media kit saved.': 'मीडिया किट सेव हो गई।',
  'We could not find this work.': 'हमें यह काम नहीं मिला।',
  'We could not find this reading.': 'हमें यह आँकड़ा नहीं मिला।',
  'This report link does not exist, has expired or was revoked.':
    'रिपोर्ट का यह लिंक मौजूद नहीं है, इसकी समय-सीमा ख़त्म हो गई है या इसे रद्द कर दिया गया है।',
  'This media kit does not exist or its owner has switched it off.':
    'यह मीडिया किट मौजूद नहीं है या इसके मालिक ने इसे बंद कर दिया है।',
  'Results can be added once the post is live: the brand team confirms your post links first (status "final posted").':
    'पोस्ट लाइव होने के बाद ही नतीजे जोड़े जा सकते हैं: पहले ब्रांड टीम आपकी पोस्ट के लिंक की पुष्टि करती है (status "final posted")।',
  'Choose one of the post links you submitted for this work.':
    'इस काम के लिए सबमिट किए गए पोस्ट लिंक में से एक चुनें।',
  'The post link must be a full web address starting with https://.':
    'पोस्ट का लिंक https:// से शुरू होने वाला पूरा वेब पता होना चाहिए।',
  'Add the insights screenshot as proof (upload it first).':
    'सबूत के तौर पर इनसाइट्स का स्क्रीनशॉट जोड़ें (पहले उसे अपलोड करें)।',
  'This screenshot already proves another reading. Upload the screenshot showing these numbers.':
    'यह स्क्रीनशॉट पहले से किसी दूसरे आँकड़े का सबूत है। वह स्क्रीनशॉट अपलोड करें जिसमें ये आँकड़े दिख रहे हों।',
  'The proof must be a screenshot: a JPEG or PNG image.': 'सबूत एक स्क्रीनशॉट होना चाहिए: JPEG या PNG इमेज।',
  'Say why you question this reading (up to 500 characters).':
    'बताएँ कि आप इस आँकड़े पर सवाल क्यों उठा रहे हैं (ज़्यादा से ज़्यादा 500 अक्षर)।',
  'Only the readings creators report can be confirmed or questioned.':
    'सिर्फ़ क्रिएटर के बताए आँकड़ों की ही पुष्टि की जा सकती है या उन पर सवाल उठाया जा सकता है।',
  'The format must be json, csv or pdf.': 'फ़ॉर्मैट json, csv या pdf होना चाहिए।',
  'Add results': 'नतीजे जोड़ें',
  Results: 'नतीजे',
  Report: 'रिपोर्ट',
  'No results yet. Add the numbers from your post insights.':
    'अभी कोई नतीजे नहीं हैं। अपनी पोस्ट के इनसाइट्स से आँकड़े जोड़ें।',
  'A screenshot of the post insights, showing these numbers.':
    'पोस्ट के इनसाइट्स का स्क्रीनशॉट, जिसमें ये आँकड़े दिख रहे हों।',
  'Could not save the results. Please try again.': 'नतीजे सेव नहीं हो सके। कृपया फिर से कोशिश करें।',
  'Failed to fetch the results': 'नतीजे लोड नहीं हो सके',
  'Share link': 'शेयर लिंक',
  'Media kit': 'मीडिया किट',
  // saved-messages.ts
  'Campaign saved successfully!': 'कैंपेन सेव हो गया!',
  'Campaign removed from your saved list.': 'कैंपेन आपकी सेव की गई सूची से हटा दिया गया।',
  'This campaign is not in your saved list.': 'यह कैंपेन आपकी सेव की गई सूची में नहीं है।',
  'Failed to save campaign': 'कैंपेन सेव नहीं हो सका',
  'Failed to unsave campaign': 'कैंपेन सेव की गई सूची से नहीं हटाया जा सका',
  // tax-messages.ts
  'Enter your PAN as on your PAN card: 5 letters, 4 digits and a letter, e.g. ABCDE1234F.':
    'अपना PAN वैसे ही डालें जैसा आपके PAN कार्ड पर है: 5 अक्षर, 4 अंक और एक अक्षर, जैसे ABCDE1234F।',
  'Enter your GSTIN, or untick "Registered for GST".': 'अपना GSTIN डालें, या "GST के लिए रजिस्टर्ड" से टिक हटाएँ।',
  'Characters 3 to 12 of your GSTIN should be your PAN. Please check both.':
    'आपके GSTIN के अक्षर 3 से 12 तक आपका PAN होने चाहिए। कृपया दोनों जाँचें।',
  'Choose a financial year such as 2026-27.': '2026-27 जैसा कोई वित्त वर्ष चुनें।',
  'Choose json, csv or pdf.': 'json, csv या pdf चुनें।',
  'Tax rules fetched successfully': 'टैक्स नियम मिल गए',
  'Tax rule added': 'टैक्स नियम जोड़ दिया गया',
  'Only admins can add tax rules.': 'सिर्फ़ एडमिन टैक्स नियम जोड़ सकते हैं।',
  'Name the Act in force, e.g. Income-tax Act, 2025.': 'लागू अधिनियम का नाम लिखें, जैसे आयकर अधिनियम, 2025।',
  'Give the section (at most 40 characters), e.g. 393(1) or 194J.':
    'धारा बताएँ (ज़्यादा से ज़्यादा 40 अक्षर), जैसे 393(1) या 194J।',
  'Describe the payment in at most 160 characters.': 'पेमेंट के बारे में ज़्यादा से ज़्यादा 160 अक्षरों में बताएँ।',
  'A rate is a percentage from 0 to 100, e.g. 10.': 'दर 0 से 100 के बीच कोई प्रतिशत होती है, जैसे 10।',
  'The yearly threshold is whole rupees, 0 or more.': 'सालाना सीमा पूरे रुपयों में होती है, 0 या उससे ज़्यादा।',
  'Choose fees or benefit.': 'fees या benefit चुनें।',
  'Payment breakdown': 'पेमेंट का ब्योरा',
  'Statement fetched successfully': 'स्टेटमेंट मिल गया',
  // work-messages.ts
  'Work fetched successfully': 'काम मिल गया',
  'Task submitted successfully': 'काम सबमिट हो गया',
  'Post details submitted successfully!': 'पोस्ट की जानकारी सबमिट हो गई!',
  'Please upload at least one file before submitting.': 'सबमिट करने से पहले कृपया कम से कम एक फ़ाइल अपलोड करें।',
  'Please add at least one post link or screenshot before submitting.':
    'सबमिट करने से पहले कृपया कम से कम एक पोस्ट लिंक या स्क्रीनशॉट जोड़ें।',
  'Enter the full link to your post, starting with https://': 'अपनी पोस्ट का पूरा लिंक डालें, जो https:// से शुरू हो',
  'disclosure must be one of: Advertisement, Ad, Sponsored, Collaboration, Partnership, Free gift, Affiliate, Paid partnership tag.':
    'disclosure इनमें से एक होना चाहिए: Advertisement, Ad, Sponsored, Collaboration, Partnership, Free gift, Affiliate, Paid partnership tag।',
  'Task ID is required': 'टास्क ID ज़रूरी है',
  'Work not found': 'काम नहीं मिला',
  'taskId must be a campaign id, a campaign code such as CMP-000123, or an application id.':
    'taskId कोई कैंपेन ID, CMP-000123 जैसा कैंपेन कोड, या कोई आवेदन ID होना चाहिए।',
  'status must be one of: pending, accepted, declined, expired, pending review, rework, approved, final submission, final posted, withdrawn, completed.':
    'status इनमें से एक होना चाहिए: pending, accepted, declined, expired, pending review, rework, approved, final submission, final posted, withdrawn, completed।',
  'paymentStatus must be one of: pending, paid.': 'paymentStatus इनमें से एक होना चाहिए: pending, paid।',
  'This platform is not part of the campaign. Please choose one of its platforms.':
    'यह प्लैटफ़ॉर्म इस कैंपेन का हिस्सा नहीं है। कृपया इसके प्लैटफ़ॉर्म में से कोई एक चुनें।',
  'This deliverable is not part of the campaign. Please choose one of its deliverables.':
    'यह डिलीवरेबल इस कैंपेन का हिस्सा नहीं है। कृपया इसके डिलीवरेबल में से कोई एक चुनें।',
  "This campaign has more than one deliverable of this type. Send the campaign deliverable's _id in deliverableType.":
    'इस कैंपेन में इस तरह के एक से ज़्यादा डिलीवरेबल हैं। deliverableType में कैंपेन के डिलीवरेबल का _id भेजें।',
  'This file could not be found. Please upload it again.': 'यह फ़ाइल नहीं मिली। कृपया इसे फिर से अपलोड करें।',
  'Screenshots must be JPG or PNG images.': 'स्क्रीनशॉट JPG या PNG इमेज होने चाहिए।',
  'That is more entries than a campaign can have.': 'यह किसी कैंपेन में हो सकने वाली एंट्री से ज़्यादा है।',
  'Notes are at most 5000 characters.': 'नोट्स ज़्यादा से ज़्यादा 5000 अक्षरों के हो सकते हैं।',
  'Draft fetched successfully': 'ड्राफ़्ट मिल गया',
  'Draft saved': 'ड्राफ़्ट सेव हो गया',
  'Draft cleared': 'ड्राफ़्ट हटा दिया गया',
  'This work has been sent already, so there is no draft to keep.':
    'यह काम पहले ही भेजा जा चुका है, इसलिए रखने के लिए कोई ड्राफ़्ट नहीं है।',
  'Upload the file first: a draft keeps files that are already uploaded.':
    'पहले फ़ाइल अपलोड करें: ड्राफ़्ट में वही फ़ाइलें रहती हैं जो पहले से अपलोड हो चुकी हैं।',

  // discovery-messages.ts and discovery-enums.ts: what the profile's creator-search card shows a creator.
  'Brands on Influence Hub can find you in creator search. They see your name, photo, niches, platforms and followers, city and state, languages, completed jobs and on-time rate. They never see your e-mail, mobile number, address, bank or tax details.':
    'Influence Hub पर ब्रांड आपको क्रिएटर सर्च में ढूँढ सकते हैं। वे आपका नाम, फ़ोटो, विषय, प्लेटफ़ॉर्म और फ़ॉलोअर, शहर और राज्य, भाषाएँ, पूरे किए गए काम और समय पर काम की दर देखते हैं। वे आपका ईमेल, मोबाइल नंबर, पता, बैंक या टैक्स की जानकारी कभी नहीं देखते।',
  'Brands cannot find you in creator search. Brands you already work with still see your work for their campaigns.':
    'ब्रांड आपको क्रिएटर सर्च में नहीं ढूँढ सकते। जिन ब्रांड के साथ आप पहले से काम कर रहे हैं, वे अपने कैंपेन के लिए आपका काम देखते रहेंगे।',
  English: 'अंग्रेज़ी',
  Hindi: 'हिन्दी',
  Bengali: 'बांग्ला',
  Marathi: 'मराठी',
  Telugu: 'तेलुगु',
  Tamil: 'तमिल',
  Gujarati: 'गुजराती',
  Urdu: 'उर्दू',
  Kannada: 'कन्नड़',
  Odia: 'ओड़िया',
  Malayalam: 'मलयालम',
  Punjabi: 'पंजाबी',
  Assamese: 'असमिया',
  Maithili: 'मैथिली',
  Santali: 'संथाली',
  Kashmiri: 'कश्मीरी',
  Nepali: 'नेपाली',
  Sindhi: 'सिंधी',
  Konkani: 'कोंकणी',
  Dogri: 'डोगरी',
  Manipuri: 'मणिपुरी',
  Bodo: 'बोडो',
  Sanskrit: 'संस्कृत',

  // push-messages.ts
  'Push public key fetched successfully': 'पुश की पब्लिक की मिल गई',
  'Push notifications are not set up on this server.': 'इस सर्वर पर पुश सूचनाएँ चालू नहीं की गई हैं।',
  'Notifications are on for this device.': 'इस डिवाइस पर सूचनाएँ चालू हैं।',
  'Notifications are off for this device.': 'इस डिवाइस पर सूचनाएँ बंद हैं।',
  'This device was not getting your notifications.': 'इस डिवाइस पर आपकी सूचनाएँ नहीं आ रही थीं।',
  'endpoint must be the https:// address your browser gave for this push subscription. Turn notifications on again on this device.':
    'endpoint वही https:// पता होना चाहिए जो आपके ब्राउज़र ने इस पुश सब्सक्रिप्शन के लिए दिया था। इस डिवाइस पर सूचनाएँ फिर से चालू करें।',
  'endpoint must use https://. Turn notifications on again on this device, in a browser that supports them.':
    'endpoint में https:// होना ज़रूरी है। सूचनाएँ सपोर्ट करने वाले ब्राउज़र में, इस डिवाइस पर सूचनाएँ फिर से चालू करें।',
  'keys must hold p256dh and auth, as your browser gave them for this push subscription.':
    'keys में p256dh और auth होने चाहिए, जैसे आपके ब्राउज़र ने इस पुश सब्सक्रिप्शन के लिए दिए थे।',
  "keys.p256dh must be the browser's public key for this subscription: 87 base64url characters starting with B.":
    'keys.p256dh इस सब्सक्रिप्शन के लिए ब्राउज़र की पब्लिक की होनी चाहिए: B से शुरू होने वाले 87 base64url अक्षर।',
  "keys.auth must be the browser's secret for this subscription: 22 base64url characters.":
    'keys.auth इस सब्सक्रिप्शन के लिए ब्राउज़र का सीक्रेट होना चाहिए: 22 base64url अक्षर।',
  // language.ts (LANGUAGE_MESSAGES)
  'language must be one of: en, hi.': 'language इनमें से एक होनी चाहिए: en, hi.',
  'Language saved': 'भाषा सेव हो गई',

  // enums.ts: ACCOUNT_TYPES, as registration shows them.
  'Personal Account': 'पर्सनल अकाउंट',
  'Feature Account': 'फ़ीचर अकाउंट',
  // enums.ts: COUNTRY_NAME, as registration shows it.
  India: 'भारत',
};
