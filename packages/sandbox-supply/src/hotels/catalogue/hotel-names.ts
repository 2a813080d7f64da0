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
  { name: 'Northgate', minStars: 3, maxStars: 4, pattern: 'Northgate Business Hotel {area}' },
  { name: 'Vantage Stay', minStars: 3, maxStars: 3, pattern: 'Vantage Stay {area}' },
  { name: 'Kestrel Inn', minStars: 2, maxStars: 3, pattern: 'Kestrel Inn {area}' },
  { name: 'Wayfarer Lodge', minStars: 2, maxStars: 3, pattern: 'Wayfarer Lodge {area}' },
  { name: 'Brightway', minStars: 1, maxStars: 2, pattern: 'Brightway Hotel {area}' },
];

type NameStyle = 'arabic' | 'seAsia' | 'southAsia' | 'turkish' | 'eastAsia' | 'western';

const firstWords: Record<NameStyle, readonly string[]> = {
  arabic: [
    'Al Noor', 'Al Safa', 'Al Waha', 'Al Manara', 'Al Rawda', 'Al Yasmin', 'Al Diyafa', 'Al Fanar', 'Al Jawhara',
    'Al Zahra', 'Al Reem', 'Dar Al Salam', 'Qasr Al Nakheel', 'Nujoom Al Khaleej', 'Al Marjan', 'Al Bustan',
    'Rimal', 'Al Hayat', 'Al Sahil', 'Layali', 'Al Nakheel', 'Marhaba', 'Al Wafa', 'Al Ameer',
  ],
  seAsia: [
    'Sea Pearl', 'Lotus Garden', 'Jasmine Court', 'Orchid Bay', 'Baan Suan', 'Bayu Indah', 'Seri Melati',
    'Golden Palm', 'Bamboo Grove', 'Coral Sands', 'Frangipani', 'Teak House', 'Mango Tree', 'Rain Tree', 'Sunbird',
    'Lemongrass', 'Kampung Baru', 'Chao Phraya View', 'Pandan Leaf',
  ],
  southAsia: [
    'Shapla', 'Padma', 'Meghna', 'Sonali', 'Kanchan', 'Golden Lotus', 'Green Valley', 'Royal Palm', 'Surya',
    'Kamal', 'Neel Kamal', 'Chandni', 'Sagar', 'Amber', 'Shanti', 'Jamuna', 'Karnaphuli', 'Krishnachura',
    'Hilltop', 'Silver Oak', 'Rajdhani', 'Nilgiri',
  ],
  turkish: [
    'Lale', 'Sultan Palace', 'Bosphorus View', 'Galata Court', 'Pera Garden', 'Anatolia', 'Tulip', 'Nar',
    'Safran', 'Yildiz', 'Defne', 'Ottoman Garden', 'Kervan', 'Lalezar',
  ],
  eastAsia: [
    'Jade Garden', 'Sakura', 'Plum Blossom', 'Golden Dragon', 'Pearl River', 'Bamboo', 'Lotus Court', 'Crane',
    'Moonlight', 'Harmony', 'Cherry Hill', 'Red Lantern', 'Silk Road', 'Pine Garden',
  ],
  western: [
    'Ashford', 'Kingsley', 'Aurelia', 'Bellavista', 'Linden', 'Harcourt', 'Beaumont', 'Whitfield', 'Rosemont',
    'Albion', 'Fairview', 'Westbrook', 'Larkspur', 'Holloway', 'Montclair', 'Sterling', 'Greystone', 'Maple Court',
    'Juniper', 'Oakhurst', 'Primrose', 'Belgrave', 'Alder', 'Wren',
  ],
};

const secondWords: Record<NameStyle, readonly string[]> = {
  arabic: ['Residence', 'Hotel', 'Hotel Apartments', 'Suites', 'Plaza Hotel', 'Grand Hotel', 'Inn', 'Tower Hotel'],
  seAsia: ['Hotel', 'Residence', 'Boutique Hotel', 'Suites', 'Inn', 'Hotel & Spa'],
  southAsia: ['Residency', 'Inn', 'Palace', 'Regency', 'Suites', 'International', 'Hotel', 'Guest House'],
  turkish: ['Hotel', 'Suites', 'Boutique Hotel', 'Residence', 'Old City Hotel'],
  eastAsia: ['Hotel', 'Inn', 'Suites', 'Garden Hotel', 'Residence'],
  western: ['Hotel', 'House', 'Inn', 'Suites', 'Boutique Hotel', 'Grand Hotel', 'Lodge'],
};

export function nameStyle(region: RegionCode, countryCode: string): NameStyle {
  if (countryCode === 'TR') return 'turkish';
  if (region === 'ME' || ['MA', 'DZ', 'TN'].includes(countryCode)) return 'arabic';
  if (region === 'SEA') return 'seAsia';
  if (region === 'BD' || region === 'SAS') return 'southAsia';
  if (region === 'EA') return 'eastAsia';
  return 'western';
}

/** An independent hotel's name from two picks (numbers in [0, 1)); beach and resort hotels say so. */
export function independentName(
  style: NameStyle,
  pick: [number, number, number],
  setting: 'Beach' | 'Resort' | 'City',
): string {
  const firsts = firstWords[style];
  const first = firsts[Math.floor(pick[0] * firsts.length)]!;
  if (setting === 'Beach') return `${first} Beach Resort`;
  if (setting === 'Resort') return `${first} Resort & Spa`;
  const seconds = secondWords[style];
  const second = seconds[Math.floor(pick[1] * seconds.length)]!;
  // South Asian and Western hotels are often 'Hotel X' or 'The X'.
  if (style === 'southAsia' && pick[2] < 0.3) return `Hotel ${first}`;
  if (style === 'western' && pick[2] < 0.25) return `The ${first}`;
  return `${first} ${second}`;
}

/** Words that tell two same-brand hotels in one district apart. */
export const disambiguators = ['Central', 'Plaza', 'Gate', 'Park', 'Square', 'Heights', 'Tower', 'View', 'Corner'];
