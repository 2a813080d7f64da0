import type { RegionCode } from '../../flights/data/network-airports';

/**
 * Invented hotel chains and the words independents are named from. None is a real brand: the sandbox must not
 * pretend to sell a real company's rooms.
 */
export interface Chain {
  name: string;
  minStars: number;
  maxStars: number;
  /** Only by the sea. */
  beachOnly?: boolean;
  /** '{area}' and '{city}' are filled in. */
  pattern: string;
}

export const chains: readonly Chain[] = [
  { name: 'Marlow', minStars: 4, maxStars: 5, pattern: 'Marlow {area}' },
  { name: 'Azure Bay', minStars: 4, maxStars: 5, beachOnly: true, pattern: 'Azure Bay Resort {area}' },
  { name: 'Citadel Suites', minStars: 4, maxStars: 4, pattern: 'Citadel Suites {area}' },
  { name: 'Crescent Crown', minStars: 5, maxStars: 5, pattern: 'Crescent Crown {area}' },
  { name: 'Opaline', minStars: 5, maxStars: 5, pattern: 'The Opaline {area}' },
  { name: 'Solace Residences', minStars: 4, maxStars: 5, pattern: 'Solace Residences {area}' },
  { name: 'Cedar & Stone', minStars: 4, maxStars: 4, pattern: 'Cedar & Stone {area}' },
  { name: 'Orchid Tree', minStars: 3, maxStars: 4, pattern: 'Orchid Tree Hotel {area}' },
  { name: 'Saffron Court', minStars: 3, maxStars: 4, pattern: 'Saffron Court {area}' },
  { name: 'Harbourline', minStars: 3, maxStars: 4, pattern: 'Harbourline {area}' },
  { name: 'Northgate', minStars: 3, maxStars: 4, pattern: 'Northgate {area}' },
  { name: 'Vantage Stay', minStars: 3, maxStars: 3, pattern: 'Vantage Stay {area}' },
  { name: 'Kestrel Inn', minStars: 2, maxStars: 3, pattern: 'Kestrel Inn {area}' },
  { name: 'Wayfarer Lodge', minStars: 2, maxStars: 3, pattern: 'Wayfarer Lodge {area}' },
  { name: 'Brightway', minStars: 1, maxStars: 2, pattern: 'Brightway Hotel {area}' },
];

type NameStyle = 'arabic' | 'seAsia' | 'southAsia' | 'turkish' | 'eastAsia' | 'western';

const firstWords: Record<NameStyle, readonly string[]> = {
  arabic: [
    'Al Noor',
    'Al Safa',
    'Al Waha',
    'Al Manara',
    'Al Rawda',
    'Al Yasmin',
    'Al Diyafa',
    'Al Fanar',
    'Al Jawhara',
    'Al Zahra',
    'Al Reem',
    'Dar Al Salam',
    'Qasr Al Nakheel',
    'Nujoom Al Khaleej',
    'Al Marjan',
    'Al Bustan',
    'Rimal',
    'Al Hayat',
    'Al Sahil',
    'Layali',
    'Al Nakheel',
    'Marhaba',
    'Al Wafa',
    'Al Ameer',
  ],
  seAsia: [
    'Sea Pearl',
    'Lotus Garden',
    'Jasmine Court',
    'Orchid Bay',
    'Baan Suan',
    'Bayu Indah',
    'Seri Melati',
    'Golden Palm',
    'Bamboo Grove',
    'Coral Sands',
    'Frangipani',
    'Teak House',
    'Mango Tree',
    'Rain Tree',
    'Sunbird',
    'Lemongrass',
    'Kampung Baru',
    'Chao Phraya View',
    'Pandan Leaf',
  ],
  southAsia: [
    'Shapla',
    'Padma',
    'Meghna',
    'Sonali',
    'Kanchan',
    'Golden Lotus',
    'Green Valley',
    'Royal Palm',
    'Surya',
    'Kamal',
    'Neel Kamal',
    'Chandni',
    'Sagar',
    'Amber',
    'Shanti',
    'Jamuna',
    'Karnaphuli',
    'Krishnachura',
    'Hilltop',
    'Silver Oak',
    'Rajdhani',
    'Nilgiri',
  ],
  turkish: [
    'Lale',
    'Sultan Palace',
    'Bosphorus View',
    'Galata Court',
    'Pera Garden',
    'Anatolia',
    'Tulip',
    'Nar',
    'Safran',
    'Yildiz',
    'Defne',
    'Ottoman Garden',
    'Kervan',
    'Lalezar',
  ],
  eastAsia: [
    'Jade Garden',
    'Sakura',
    'Plum Blossom',
    'Golden Dragon',
    'Pearl River',
    'Bamboo',
    'Lotus Court',
    'Crane',
    'Moonlight',
    'Harmony',
    'Cherry Hill',
    'Red Lantern',
    'Silk Road',
    'Pine Garden',
  ],
  western: [
    'Ashford',
    'Kingsley',
    'Aurelia',
    'Bellavista',
    'Linden',
    'Harcourt',
    'Beaumont',
    'Whitfield',
    'Rosemont',
    'Albion',
    'Fairview',
    'Westbrook',
    'Larkspur',
    'Holloway',
    'Montclair',
    'Sterling',
    'Greystone',
    'Maple Court',
    'Juniper',
    'Oakhurst',
    'Primrose',
    'Belgrave',
    'Alder',
    'Wren',
  ],
};

/** What follows the name, by class: guest houses and inns below three stars, grand hotels and palaces above. */
// prettier-ignore
const secondWords: Record<NameStyle, { low: readonly string[]; mid: readonly string[]; high: readonly string[] }> = {
  arabic: {
    low: ['Inn', 'Hotel', 'Residence', 'Hotel Apartments'],
    mid: ['Hotel', 'Residence', 'Suites', 'Hotel Apartments', 'Plaza Hotel'],
    high: ['Grand Hotel', 'Tower Hotel', 'Suites', 'Palace Hotel', 'Plaza Hotel'],
  },
  seAsia: {
    low: ['Inn', 'Guest House', 'Hotel', 'Residence'],
    mid: ['Hotel', 'Residence', 'Boutique Hotel', 'Suites'],
    high: ['Hotel & Spa', 'Grand Hotel', 'Boutique Hotel', 'Suites'],
  },
  southAsia: {
    low: ['Inn', 'Guest House', 'Residency', 'Hotel'],
    mid: ['Residency', 'Hotel', 'Suites', 'International'],
    high: ['Palace', 'Regency', 'Grand', 'International'],
  },
  turkish: {
    low: ['Hotel', 'Pansiyon', 'Inn'],
    mid: ['Hotel', 'Suites', 'Old City Hotel', 'Residence'],
    high: ['Boutique Hotel', 'Palace Hotel', 'Suites', 'Grand Hotel'],
  },
  eastAsia: {
    low: ['Inn', 'Hotel', 'Business Hotel'],
    mid: ['Hotel', 'Garden Hotel', 'Residence', 'Suites'],
    high: ['Grand Hotel', 'Garden Hotel', 'Tower Hotel', 'Suites'],
  },
  western: {
    low: ['Inn', 'Lodge', 'House', 'Hotel'],
    mid: ['Hotel', 'House', 'Suites', 'Boutique Hotel'],
    high: ['Grand Hotel', 'Hotel', 'Boutique Hotel', 'Suites'],
  },
};

export function nameStyle(region: RegionCode, countryCode: string): NameStyle {
  if (countryCode === 'TR') return 'turkish';
  if (region === 'ME' || ['MA', 'DZ', 'TN'].includes(countryCode)) return 'arabic';
  // Island resorts of the Indian Ocean read like South-East Asian beach hotels.
  if (region === 'SEA' || countryCode === 'MV' || countryCode === 'SC' || countryCode === 'MU')
    return 'seAsia';
  if (region === 'BD' || region === 'SAS') return 'southAsia';
  if (region === 'EA') return 'eastAsia';
  return 'western';
}

/** The first word of an independent's name (three draws in [0, 1) make the name). */
export function firstWordOf(style: NameStyle, pick: number): string {
  const firsts = firstWords[style];
  return firsts[Math.floor(pick * firsts.length)]!;
}

/** An independent hotel's name: beach and resort hotels say so, and the rest by their class. */
export function independentName(
  style: NameStyle,
  pick: [number, number, number],
  setting: 'Beach' | 'Resort' | 'City',
  stars: number,
): string {
  const first = firstWordOf(style, pick[0]);
  if (setting === 'Beach') return `${first} Beach Resort`;
  if (setting === 'Resort') return `${first} Resort & Spa`;
  const words = secondWords[style];
  const seconds = stars <= 2 ? words.low : stars === 3 ? words.mid : words.high;
  const second = seconds[Math.floor(pick[1] * seconds.length)]!;
  // South Asian and Western hotels are often 'Hotel X' or 'The X'.
  if (style === 'southAsia' && pick[2] < 0.3) return `Hotel ${first}`;
  if (style === 'western' && pick[2] < 0.25) return `The ${first}`;
  return `${first} ${second}`;
}

/** Words that tell two same-brand hotels in one district apart. */
export const disambiguators = [
  'Central',
  'Plaza',
  'Gate',
  'Park',
  'Square',
  'Heights',
  'Tower',
  'View',
  'Corner',
];
