/**
 * One line per demo campaign: the brand it belongs to, what it is about and its hook. The builder in
 * demo-campaigns.ts writes the full brief, budget, deliverables and requirements around these.
 */
export const CAMPAIGN_TYPES = ['Awareness', 'Launch', 'Conversion', 'Engagement', 'Festive'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

export interface CampaignIdea {
  brand: string;
  event: string;
  product: string;
  type: CampaignType;
  /** What the product does for the viewer, in a phrase that fits "… that <hook>". */
  hook: string;
  hashtags: string;
}

// A table rather than object literals, so 64 rows stay 64 lines. Columns: brand | event | product |
// campaign type | hook | hashtags.
const TABLE = `
Kesar Kitchen | Diwali Mithai Box Launch | Kesar Diwali Mithai Box | Festive | brings six regional sweets made with real saffron to your festive table | #KesarKitchen #DiwaliSweets #FestiveFeast
Kesar Kitchen | Thali in 15 Minutes Challenge | Rajasthani Ready-to-Cook Thali | Engagement | puts a complete Rajasthani thali on the table in fifteen minutes | #ThaliIn15 #KesarKitchen #HomeCooking
Kesar Kitchen | Monsoon Pakora Mix Drive | Monsoon Pakora Mix | Conversion | makes crisp pakoras for rainy evenings without the mess | #MonsoonCravings #KesarKitchen #PakoraTime
Urban Yatri | Weekend Getaway Cabin Bag | Yatri Cabin Trolley 55 cm | Launch | fits a three-day trip into airline cabin limits | #UrbanYatri #WeekendGetaway #PackLight
Urban Yatri | Monsoon Trek Backpack | Sahyadri Trek Pack 40 L | Awareness | keeps your gear dry on monsoon treks in the Western Ghats | #MonsoonTrek #UrbanYatri #Sahyadri
Urban Yatri | Train Journey Organiser Set | Overnight Organiser Set | Conversion | turns a cramped berth into an organised space on overnight trains | #TrainDiaries #UrbanYatri #TravelHacks
Glowveda | Kumkumadi Night Serum Launch | Kumkumadi Night Serum | Launch | brightens dull skin overnight with saffron and fifteen Ayurvedic herbs | #Glowveda #KumkumadiGlow #NightRoutine
Glowveda | Humidity-Proof Sunscreen Test | Neem Gel Sunscreen SPF 50 | Engagement | stays matte through a humid Mumbai afternoon | #SunscreenDaily #Glowveda #HumidityProof
Glowveda | Bridal Glow 30-Day Routine | Bridal Glow Ritual Kit | Conversion | prepares skin for the wedding season in thirty days | #BridalGlow #Glowveda #WeddingSeason
Glowveda | Winter Lip Care Edit | Ghee & Rose Lip Balm | Awareness | heals chapped lips in dry northern winters | #WinterCare #Glowveda #LipLove
Chai Chronicles | International Tea Day Stories | Estate Sampler Box | Awareness | lets you taste six single-estate teas side by side | #TeaDay #ChaiChronicles #EstateTea
Chai Chronicles | Masala Chai Recipe Reels | Kolkata Masala Chai Blend | Engagement | makes street-style masala chai at home | #MasalaChai #ChaiChronicles #ChaiTime
Chai Chronicles | Office Chai Break Offer | Plastic-Free Tea Bags (50) | Conversion | makes a proper cup at your office desk in three minutes | #ChaiBreak #ChaiChronicles #WorkFromOffice
Pixel Pataka | Gully Cricket Legends Launch | Gully Cricket Legends | Launch | brings street cricket, tennis ball and all, to your phone | #GullyCricketLegends #PixelPataka #MobileGaming
Pixel Pataka | Diwali Tournament Live | Gully Cricket Legends Diwali Cup | Engagement | lets fans play live with their favourite creators during Diwali week | #DiwaliCup #PixelPataka #LiveGaming
Pixel Pataka | Mythology Quest Pre-registration | Vanara Quest | Awareness | retells Indian mythology as an adventure game in nine languages | #VanaraQuest #PixelPataka #IndianGames
RupeeRise | First SIP Explainer Series | RupeeRise SIP Starter | Awareness | helps first-time investors start a SIP with ₹100 | #FirstSIP #RupeeRise #MoneyMatters
RupeeRise | Goal Saver App Downloads | RupeeRise Goal Saver | Conversion | breaks a big goal like a bike or a trip into weekly savings | #SaveForGoals #RupeeRise #FinanceTips
RupeeRise | Tax Saving Season Tips | ELSS Tax Saver Plan | Engagement | explains tax saving before the March deadline in plain language | #TaxSaving #RupeeRise #ELSS
Desi Threads | Handloom Day Edit | Chanderi Cotton Kurta Set | Awareness | brings handloom cotton into everyday office wear | #HandloomDay #DesiThreads #WearHandloom
Desi Threads | Festive Co-ord Launch | Maheshwari Co-ord Set | Launch | works for a festive lunch and an evening out alike | #FestiveCoords #DesiThreads #EthnicEveryday
Desi Threads | Style One Kurta Three Ways | Pochampally Ikat Kurta | Engagement | styles three ways from office to a weekend brunch | #OneKurtaThreeWays #DesiThreads #StyleTips
FitDesi | Protein Bar Taste Test | Roasted Chana Protein Bar | Launch | packs 12 g of vegetarian protein into a desi-flavoured bar | #FitDesi #ProteinBar #DesiFitness
FitDesi | 21-Day Home Workout Challenge | FitDesi Home Programme | Engagement | gets you fitter in 21 days with only a mat | #21DayChallenge #FitDesi #HomeWorkout
FitDesi | Millet Crisps Snack Swap | Millet Crisps Variety Pack | Conversion | replaces fried snacks with baked millet crisps | #SnackSwap #FitDesi #MilletPower
Ghar Sajao | Diwali Lights Home Tour | Brass Diya Festive Set | Festive | lights up a home for Diwali with artisan-made brass diyas | #DiwaliDecor #GharSajao #FestiveHome
Ghar Sajao | Balcony Makeover Series | Channapatna Balcony Collection | Engagement | turns a small city balcony into a cosy corner | #BalconyMakeover #GharSajao #SmallSpaces
Ghar Sajao | Onam Pookalam Kit | Onam Decor Kit | Festive | makes a beautiful pookalam easy for first-timers | #Onam #GharSajao #Pookalam
Vidya Path | Board Exam Countdown | Class 12 Crash Course | Awareness | covers the whole Class 12 syllabus in 60 days | #BoardExams #VidyaPath #StudySmart
Vidya Path | Study With Me Live | Vidya Path Live Classes | Engagement | makes long study sessions less lonely | #StudyWithMe #VidyaPath #ExamPrep
Vidya Path | Scholarship Test Registrations | Vidya Path Scholarship Test | Conversion | offers up to 100% fee waivers to 5,000 students | #Scholarship #VidyaPath #EducationForAll
Sahyadri Motors | Monsoon Ride Test | Sahyadri S1 Electric Scooter | Awareness | rides safely through waterlogged monsoon streets | #MonsoonRide #SahyadriMotors #GoElectric
Sahyadri Motors | S2 Launch Test Rides | Sahyadri S2 Long Range | Launch | covers 120 km on one charge in real city traffic | #SahyadriS2 #GoElectric #EVIndia
Sahyadri Motors | Petrol vs Electric Cost Diary | Sahyadri S1 Electric Scooter | Conversion | cuts a daily commute’s cost to a fraction of petrol | #EVSavings #SahyadriMotors #CommuteDiary
Nanhe Kadam | Baby’s First Winter Care | Gentle Baby Massage Oil | Awareness | keeps a baby’s skin soft through the first winter | #NanheKadam #BabyCare #FirstWinter
Nanhe Kadam | Organic Onesie Launch | Organic Cotton Onesie Pack | Launch | is soft on newborn skin and survives a hundred washes | #OrganicBaby #NanheKadam #NewParents
Nanhe Kadam | New Parent Q&A Live | Nanhe Kadam Starter Kit | Engagement | answers the questions new parents ask at 2 a.m. | #NewParents #NanheKadam #ParentingTips
Boltwave | Wave Buds Pro Unboxing | Wave Buds Pro | Launch | gives 40 hours of playback with active noise cancellation | #WaveBudsPro #Boltwave #MadeInIndia
Boltwave | Power Bank Travel Test | Boltwave 20000 mAh Power Bank | Engagement | charges a phone four times on a long train journey | #PowerOnTheGo #Boltwave #TravelTech
Boltwave | Smartwatch Fitness Month | Boltwave Pulse Smartwatch | Conversion | tracks workouts, sleep and SpO2 for a week on one charge | #BoltwavePulse #FitnessTech #Boltwave
Boltwave | Exam Season Earbuds Offer | Wave Buds Lite | Conversion | blocks out noise for focused study hours | #StudyMode #Boltwave #WaveBudsLite
Monsoon Masala | Spice Trail Stories | Single-Origin Spice Box | Awareness | traces every spice in your kitchen back to its farm | #SpiceTrail #MonsoonMasala #KnowYourFood
Monsoon Masala | Biryani Masala Cook-Along | Hyderabadi Biryani Masala | Engagement | makes a dum biryani that tastes like a Hyderabad kitchen | #BiryaniLove #MonsoonMasala #CookAlong
Monsoon Masala | Kashmiri Saffron Launch | Pampore Saffron 1 g | Launch | brings GI-tagged saffron from Pampore to your kheer | #KashmiriSaffron #MonsoonMasala #PureSpice
Zari & Zing | Wedding Season Lookbook | Banarasi Lehenga Edit | Festive | dresses the bride’s squad for every function | #WeddingSeason #ZariAndZing #BridalSquad
Zari & Zing | Kanjeevaram Saree Drape Reels | Kanjeevaram Silk Saree | Engagement | drapes five ways for modern celebrations | #SareeDrape #ZariAndZing #Kanjeevaram
Zari & Zing | Festive Sale Countdown | Festive Kurta Sets | Conversion | offers zari kurta sets at festive prices for ten days | #FestiveSale #ZariAndZing #EthnicWear
Himalayan Brew | Filter Coffee at Home | Chikmagalur Filter Blend | Engagement | makes a South Indian filter coffee without a filter | #FilterCoffee #HimalayanBrew #CoffeeAtHome
Himalayan Brew | Araku Cold Brew Launch | Araku Cold Brew Bags | Launch | makes smooth cold brew overnight with one bag | #ColdBrew #HimalayanBrew #ArakuCoffee
Himalayan Brew | Coffee Subscription Drive | Roast-to-Order Subscription | Conversion | delivers freshly roasted beans every fortnight | #FreshRoast #HimalayanBrew #CoffeeSubscription
Tatva Organics | Millet Month Recipes | Millet Starter Pack | Awareness | brings jowar, ragi and bajra back to daily meals | #MilletMonth #TatvaOrganics #EatMillets
Tatva Organics | Cold-Pressed Oil Switch | Cold-Pressed Groundnut Oil | Conversion | replaces refined oil with cold-pressed groundnut oil | #ColdPressed #TatvaOrganics #HealthyKitchen
Tatva Organics | Farm Visit Stories | Tatva Organic Dal Range | Engagement | shows where your dal is grown and who grows it | #FarmToTable #TatvaOrganics #KnowYourFarmer
Safar Stays | Himalayan Homestay Diaries | Munsiyari Homestay | Awareness | wakes you up to the Panchachuli peaks with a local breakfast | #SafarStays #HimalayanDiaries #SlowTravel
Safar Stays | Backwater Workation Offer | Alleppey Workation Package | Conversion | offers fast Wi-Fi on the backwaters for a two-week workation | #Workation #SafarStays #KeralaBackwaters
Safar Stays | Desert Camp New Year | Jaisalmer Desert Camp | Festive | rings in the new year under desert stars | #NewYearInTheDesert #SafarStays #Jaisalmer
Tarang Audio | Cricket Season Soundbar | Tarang Stadium Soundbar | Launch | puts you in the stadium with a cricket commentary preset | #CricketSeason #TarangAudio #StadiumSound
Tarang Audio | Unplugged Music Sessions | Tarang Raga Speaker | Engagement | plays classical and indie music the way musicians hear it | #Unplugged #TarangAudio #IndianMusic
Tarang Audio | Gaming Headset Showdown | Tarang Arena Headset | Awareness | lets you hear footsteps before you see them | #GamingAudio #TarangAudio #Esports
Mitti Studio | Clay Cookware Comeback | Terracotta Handi Set | Awareness | slow-cooks dal and curries the way grandmothers did | #ClayCooking #MittiStudio #SlowFood
Mitti Studio | Balcony Garden Planters | Kutch Stoneware Planters | Engagement | gives balcony plants handmade homes | #BalconyGarden #MittiStudio #Handmade
Mitti Studio | Festive Gifting Hampers | Mitti Festive Hamper | Festive | makes a thoughtful handmade festive gift | #FestiveGifting #MittiStudio #GiftHandmade
Glowveda | Festive Gift Set Drive | Glowveda Festive Gift Set | Festive | makes gifting skincare simple this festive season | #FestiveGifting #Glowveda #SelfCare
Urban Yatri | Solo Travel Stories | Yatri Sling Bag | Awareness | keeps essentials close on solo trips | #SoloTravel #UrbanYatri #TravelStories
`;

const isType = (value: string): value is CampaignType =>
  (CAMPAIGN_TYPES as readonly string[]).includes(value);

export const CAMPAIGN_IDEAS: CampaignIdea[] = TABLE.trim()
  .split('\n')
  .map((line) => {
    const [brand, event, product, type, hook, hashtags] = line.split(' | ');
    if (!brand || !event || !product || !type || !isType(type) || !hook || !hashtags) {
      throw new Error(`demo campaign idea is malformed: ${line}`);
    }
    return { brand, event, product, type, hook, hashtags };
  });
