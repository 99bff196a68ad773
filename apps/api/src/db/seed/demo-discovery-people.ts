import type { CreatorLanguage } from '@ih/contract/discovery-enums';

/** The demo's discoverable creators (design §15): who they are, where, in which languages, on which platforms. */
export interface DiscoveryPerson {
  name: string;
  state: string;
  city: string;
  niches: string[];
  languages: CreatorLanguage[];
  /** [platform, handle, followers as typed] */
  accounts: [string, string, string][];
  /** Finished jobs: for the member's brands, for others; and how many of all were late. */
  jobs?: { mine: number; others: number; late?: number };
  discoverable?: boolean;
}

export const DISCOVERY_PEOPLE: DiscoveryPerson[] = [
  {
    name: 'Ananya Iyer',
    state: 'Tamil Nadu',
    city: 'Chennai',
    niches: ['Food', 'Travel'],
    languages: ['Tamil', 'English'],
    accounts: [
      ['Instagram', 'ananya.eats.chennai', '86.4K'],
      ['YouTube', 'AnanyaCooks', '120K'],
    ],
    jobs: { mine: 2, others: 2 },
  },
  {
    name: 'Rohit Verma',
    state: 'Delhi',
    city: 'New Delhi',
    niches: ['Tech', 'Gaming'],
    languages: ['Hindi', 'English'],
    accounts: [
      ['YouTube', 'RohitUnboxes', '1.4M'],
      ['Instagram', 'rohit.tech', '210K'],
      ['X', 'rohitverma_tech', '18,500'],
    ],
    jobs: { mine: 0, others: 3, late: 1 },
  },
  {
    name: 'Meera Nair',
    state: 'Kerala',
    city: 'Kochi',
    niches: ['Beauty & Makeup', 'Fashion'],
    languages: ['Malayalam', 'English'],
    accounts: [
      ['Instagram', 'meera.glows', '152K'],
      ['YouTube', 'MeeraNairBeauty', '48K'],
    ],
    jobs: { mine: 2, others: 1 },
  },
  {
    name: 'Kabir Singh',
    state: 'Punjab',
    city: 'Ludhiana',
    niches: ['Fitness & Health'],
    languages: ['Punjabi', 'Hindi'],
    accounts: [
      ['Instagram', 'kabirlifts', '64,000'],
      ['YouTube', 'KabirFitIndia', '31K'],
    ],
    jobs: { mine: 1, others: 1, late: 1 },
  },
  {
    name: 'Priya Deshpande',
    state: 'Maharashtra',
    city: 'Pune',
    niches: ['Parenting & Family', 'Food'],
    languages: ['Marathi', 'Hindi', 'English'],
    accounts: [
      ['Instagram', 'priya.and.kids', '23.7K'],
      ['Facebook', 'PriyaDeshpandeFamily', '41K'],
    ],
    jobs: { mine: 1, others: 0 },
  },
  {
    name: 'Arjun Reddy',
    state: 'Telangana',
    city: 'Hyderabad',
    niches: ['Travel', 'Food'],
    languages: ['Telugu', 'English'],
    accounts: [
      ['Instagram', 'arjun.roams', '97K'],
      ['YouTube', 'ArjunOnTheRoad', '256K'],
    ],
    jobs: { mine: 0, others: 2 },
  },
  {
    name: 'Sneha Banerjee',
    state: 'West Bengal',
    city: 'Kolkata',
    niches: ['Art & Creative', 'Music & Entertainment'],
    languages: ['Bengali', 'English'],
    accounts: [
      ['Instagram', 'sneha.sketches', '12,400'],
      ['Pinterest', 'snehasketches', '5,200'],
    ],
  },
  {
    name: 'Farhan Khan',
    state: 'Uttar Pradesh',
    city: 'Lucknow',
    niches: ['Food'],
    languages: ['Urdu', 'Hindi'],
    accounts: [
      ['Instagram', 'lucknowi.zaika', '310K'],
      ['YouTube', 'FarhanKiRasoi', '520K'],
    ],
    jobs: { mine: 1, others: 2 },
  },
  {
    name: 'Ishita Shah',
    state: 'Gujarat',
    city: 'Ahmedabad',
    niches: ['Fashion', 'Luxury'],
    languages: ['Gujarati', 'Hindi', 'English'],
    accounts: [['Instagram', 'ishita.wears', '75.2K']],
    jobs: { mine: 0, others: 1 },
  },
  {
    name: 'Vikram Rao',
    state: 'Karnataka',
    city: 'Bengaluru',
    niches: ['Finance & Business', 'Tech'],
    languages: ['Kannada', 'English'],
    accounts: [
      ['LinkedIn', 'vikramrao-money', '44K'],
      ['YouTube', 'VikramExplainsMoney', '182K'],
      ['X', 'vikram_money', '26K'],
    ],
    jobs: { mine: 0, others: 1 },
  },
  {
    name: 'Lakshmi Menon',
    state: 'Kerala',
    city: 'Thiruvananthapuram',
    niches: ['Travel'],
    languages: ['Malayalam', 'English', 'Tamil'],
    accounts: [['Instagram', 'lakshmi.wanders', '8,900']],
  },
  {
    name: 'Gurpreet Kaur',
    state: 'Chandigarh',
    city: 'Chandigarh',
    niches: ['Beauty & Makeup'],
    languages: ['Punjabi', 'Hindi'],
    accounts: [
      ['Instagram', 'gurpreet.glam', '39.5K'],
      ['Snapchat', 'gurpreetglam', '6,100'],
    ],
    jobs: { mine: 1, others: 0 },
  },
  {
    name: 'Aditya Joshi',
    state: 'Rajasthan',
    city: 'Jaipur',
    niches: ['Travel', 'Art & Creative'],
    languages: ['Hindi', 'English'],
    accounts: [
      ['Instagram', 'aditya.frames', '143K'],
      ['YouTube', 'AdityaJoshiFilms', '67K'],
    ],
  },
  {
    name: 'Zoya Fernandes',
    state: 'Goa',
    city: 'Panaji',
    niches: ['Music & Entertainment', 'Travel'],
    languages: ['Konkani', 'English'],
    accounts: [
      ['Instagram', 'zoya.sings', '58K'],
      ['YouTube', 'ZoyaLive', '22K'],
    ],
    jobs: { mine: 0, others: 1 },
  },
  {
    name: 'Tanvi Kulkarni',
    state: 'Maharashtra',
    city: 'Mumbai',
    niches: ['Fashion', 'Beauty & Makeup'],
    languages: ['Marathi', 'Hindi', 'English'],
    accounts: [
      ['Instagram', 'tanvi.styles', '402K'],
      ['YouTube', 'TanviStyles', '95K'],
      ['Pinterest', 'tanvistyles', '11K'],
    ],
    jobs: { mine: 1, others: 3 },
  },
  {
    name: 'Nikhil Das',
    state: 'Assam',
    city: 'Guwahati',
    niches: ['Gaming'],
    languages: ['Assamese', 'Hindi', 'English'],
    accounts: [['YouTube', 'NikhilPlaysNE', '76K']],
  },
  {
    name: 'Riya Mukherjee',
    state: 'West Bengal',
    city: 'Kolkata',
    niches: ['Food', 'Parenting & Family'],
    languages: ['Bengali', 'Hindi'],
    accounts: [
      ['Instagram', 'riya.rannaghar', '27K'],
      ['Facebook', 'RiyaRannaghar', '88K'],
    ],
    jobs: { mine: 1, others: 0 },
  },
  {
    name: 'Yash Patel',
    state: 'Gujarat',
    city: 'Surat',
    niches: ['Pet'],
    languages: ['Gujarati', 'English'],
    accounts: [['Instagram', 'bruno.and.yash', '19,800']],
  },
  // Chose not to be found by brands: never in search, even by name.
  {
    name: 'Saanvi Pillai',
    state: 'Karnataka',
    city: 'Bengaluru',
    niches: ['Food', 'Fitness & Health'],
    languages: ['Kannada', 'Malayalam', 'English'],
    accounts: [['Instagram', 'saanvi.nourish', '61K']],
    jobs: { mine: 0, others: 1 },
    discoverable: false,
  },
];
