/**
 * What the bed bank knows about cities beyond the flight network's airport data: where the centre is (airports are
 * often far out of town), real districts with their rough coordinates ('*' marks a beach district, '^' an upscale one
 * where no hotel has fewer than three stars), how many hotels
 * the city has and how dear it is (a multiplier on the star rating's base price). Cities not listed get generic
 * districts around the airport's city and a count and price level from their airport's tier and region.
 */
export interface CityProfile {
  name?: string;
  centre?: [number, number];
  /** "Name lat lon; Name*^ lat lon": '*' marks a beach district, '^' an upscale one. */
  areas?: string;
  hotels?: number;
  level?: number;
  /** A coastal resort city without listed districts: gets a generic 'Beachfront'. */
  beach?: boolean;
}

// prettier-ignore
export const cityProfiles: Record<string, CityProfile> = {
  DXB: { centre: [25.2048, 55.2708], hotels: 220, level: 1.2, areas:
    'Deira 25.2710 55.3075; Bur Dubai 25.2532 55.2972; Downtown Dubai^ 25.1950 55.2784; Dubai Marina*^ 25.0805 55.1403; ' +
    'Jumeirah* 25.2100 55.2490; Al Barsha 25.1130 55.2000; Business Bay 25.1850 55.2650; Palm Jumeirah*^ 25.1124 55.1390; ' +
    'Al Qusais 25.2770 55.3800; Trade Centre 25.2180 55.2800' },
  BKK: { centre: [13.7563, 100.5018], hotels: 200, level: 0.75, areas:
    'Sukhumvit 13.7380 100.5600; Silom 13.7250 100.5300; Siam 13.7460 100.5340; Riverside 13.7230 100.5140; ' +
    'Pratunam 13.7510 100.5400; Khao San 13.7590 100.4970; Sathorn 13.7180 100.5290; Chinatown 13.7400 100.5100; ' +
    'Ratchada 13.7700 100.5730; Suvarnabhumi 13.6900 100.7500' },
  LHR: { centre: [51.5074, -0.1278], hotels: 180, level: 1.65, areas:
    "Westminster^ 51.4975 -0.1357; Kensington^ 51.4991 -0.1938; Paddington 51.5154 -0.1755; King's Cross 51.5308 -0.1238; " +
    'Shoreditch 51.5260 -0.0780; The City 51.5155 -0.0922; Covent Garden 51.5117 -0.1240; Canary Wharf^ 51.5054 -0.0235; ' +
    "Earl's Court 51.4920 -0.1930; Southwark 51.5035 -0.0900; Heathrow 51.4700 -0.4543" },
  IST: { centre: [41.0082, 28.9784], hotels: 170, level: 0.95, areas:
    'Sultanahmet 41.0054 28.9768; Taksim 41.0370 28.9850; Beyoğlu 41.0320 28.9770; Şişli 41.0600 28.9870; ' +
    'Beşiktaş 41.0430 29.0070; Kadıköy 40.9900 29.0300; Laleli 41.0100 28.9560; Ataköy 40.9800 28.8600; Üsküdar 41.0230 29.0150' },
  KUL: { centre: [3.1390, 101.6869], hotels: 170, level: 0.7, areas:
    'Bukit Bintang 3.1466 101.7100; KLCC^ 3.1579 101.7123; Chinatown 3.1430 101.6970; Bangsar 3.1300 101.6700; ' +
    'KL Sentral 3.1340 101.6860; Chow Kit 3.1640 101.6980; Mont Kiara^ 3.1700 101.6500; Cheras 3.1000 101.7400' },
  SIN: { centre: [1.2903, 103.8520], hotels: 160, level: 1.5, areas:
    'Marina Bay^ 1.2834 103.8607; Orchard^ 1.3048 103.8318; Bugis 1.3008 103.8558; Little India 1.3066 103.8518; ' +
    'Chinatown 1.2833 103.8440; Clarke Quay 1.2906 103.8465; Sentosa*^ 1.2494 103.8303; Tanjong Pagar 1.2764 103.8459; ' +
    'Changi 1.3570 103.9870' },
  DEL: { centre: [28.6139, 77.2090], hotels: 160, level: 0.7, areas:
    'Connaught Place 28.6315 77.2167; Paharganj 28.6448 77.2167; Karol Bagh 28.6519 77.1909; Aerocity^ 28.5500 77.1200; ' +
    'Saket 28.5245 77.2066; Chanakyapuri^ 28.5950 77.1850; Nehru Place 28.5490 77.2510; Greater Kailash 28.5480 77.2380; ' +
    'Mahipalpur 28.5450 77.1250' },
  JED: { centre: [21.5433, 39.1728], hotels: 155, level: 1.0, areas:
    'Al Balad 21.4858 39.1925; Al Hamra 21.5100 39.1650; Corniche* 21.5900 39.1100; Al Rawdah 21.5600 39.1600; ' +
    'Al Salamah 21.5900 39.1500; Obhur*^ 21.7200 39.1000; Al Andalus 21.5200 39.1700; Al Naeem 21.6300 39.1400' },
  DAC: { centre: [23.8103, 90.4125], hotels: 155, level: 0.7, areas:
    'Gulshan^ 23.7925 90.4078; Banani 23.7940 90.4043; Dhanmondi 23.7465 90.3760; Motijheel 23.7330 90.4172; ' +
    'Uttara 23.8759 90.3795; Baridhara^ 23.7990 90.4210; Tejgaon 23.7650 90.3900; Paltan 23.7370 90.4120; ' +
    'Mohakhali 23.7780 90.4050; Airport Road 23.8400 90.4000' },
  CCU: { centre: [22.5726, 88.3639], hotels: 150, level: 0.6, areas:
    'Park Street 22.5530 88.3520; Esplanade 22.5650 88.3510; Salt Lake 22.5800 88.4150; New Town 22.5900 88.4700; ' +
    'Ballygunge 22.5280 88.3650; Howrah 22.5850 88.3100; Sudder Street 22.5580 88.3510; Dum Dum 22.6400 88.4300' },
  MED: { centre: [24.4672, 39.6111], hotels: 150, level: 1.05, areas:
    'Central Area North 24.4720 39.6110; Central Area South 24.4650 39.6100; Quba 24.4390 39.6170; ' +
    'Al Aziziyah 24.4500 39.5900; Sultanah 24.4800 39.5800; Al Khalidiyah 24.4850 39.6300' },
  DOH: { centre: [25.2854, 51.5310], hotels: 30, level: 1.15, areas:
    'West Bay*^ 25.3250 51.5300; Al Sadd 25.2840 51.4900; Msheireb 25.2860 51.5270; The Pearl*^ 25.3700 51.5500; Old Airport 25.2500 51.5600' },
  AUH: { centre: [24.4539, 54.3773], hotels: 25, level: 1.1, areas:
    'Corniche* 24.4700 54.3400; Al Maryah Island^ 24.5000 54.3900; Saadiyat Island*^ 24.5400 54.4300; ' +
    'Yas Island^ 24.4900 54.6000; Al Reem Island 24.5000 54.4100; Khalidiyah 24.4700 54.3500' },
  SHJ: { centre: [25.3463, 55.4209], hotels: 15, level: 0.85, areas:
    'Al Majaz 25.3250 55.3850; Al Nahda 25.3000 55.3700; Al Khan* 25.3200 55.3600; Rolla 25.3580 55.3900' },
  BOM: { centre: [19.0760, 72.8777], hotels: 30, level: 0.8, areas:
    'Colaba 18.9067 72.8147; Bandra 19.0596 72.8295; Juhu* 19.1075 72.8263; Andheri 19.1136 72.8697; ' +
    'Fort 18.9340 72.8350; Powai 19.1176 72.9060; Lower Parel^ 18.9950 72.8300' },
  CGP: { centre: [22.3569, 91.7832], hotels: 25, level: 0.55, areas:
    'Agrabad 22.3250 91.8100; GEC Circle 22.3590 91.8220; Nasirabad 22.3680 91.8200; Khulshi 22.3590 91.8050; Patenga* 22.2350 91.7900' },
  CXB: { centre: [21.4272, 92.0058], hotels: 25, level: 0.45, areas:
    "Kolatoli* 21.4120 92.0110; Sugandha Point* 21.4180 91.9900; Laboni Beach* 21.4300 91.9750; Inani* 21.2300 92.0450; " +
    'Marine Drive* 21.3500 92.0300; Town Centre 21.4400 92.0050' },
  MLE: { centre: [4.1755, 73.5093], hotels: 20, level: 1.6, areas:
    'Male City 4.1755 73.5093; Hulhumale* 4.2110 73.5400; North Male Atoll*^ 4.4000 73.5000; ' +
    'South Male Atoll*^ 3.9500 73.4500; Maafushi* 3.9430 73.4900' },
  HKT: { centre: [7.8804, 98.3923], hotels: 25, level: 0.85, areas:
    'Patong* 7.8960 98.2960; Kata* 7.8200 98.2990; Karon* 7.8460 98.2940; Phuket Town 7.8804 98.3923; Kamala* 7.9560 98.2840' },
  RUH: { centre: [24.7136, 46.6753], hotels: 25, level: 1.05, areas:
    'Olaya 24.6950 46.6850; Al Malaz 24.6650 46.7300; King Abdullah Financial District^ 24.7620 46.6400; ' +
    'Al Murabba 24.6480 46.7100; Diplomatic Quarter^ 24.6820 46.6230' },
  MCT: { hotels: 15, level: 1.0, beach: true },
  KTM: { centre: [27.7172, 85.3240], hotels: 20, level: 0.55, areas:
    'Thamel 27.7154 85.3123; Durbar Marg 27.7116 85.3180; Lazimpat 27.7226 85.3220; Boudha 27.7215 85.3620; Patan 27.6727 85.3250' },
  CMB: { centre: [6.9271, 79.8612], hotels: 15, level: 0.7, areas:
    'Colombo Fort 6.9344 79.8428; Kollupitiya 6.9110 79.8500; Bambalapitiya 6.8890 79.8560; ' +
    'Galle Face* 6.9270 79.8450; Mount Lavinia* 6.8380 79.8630' },
  PEN: { centre: [5.4141, 100.3288], hotels: 15, level: 0.65, beach: true },
  DPS: { hotels: 20, level: 0.8, beach: true },
  CAI: { centre: [30.0444, 31.2357], hotels: 20, level: 0.75, areas:
    'Downtown 30.0480 31.2400; Zamalek 30.0609 31.2197; Giza 29.9870 31.2118; Heliopolis 30.0910 31.3220; ' +
    'Nasr City 30.0560 31.3300; Garden City 30.0380 31.2310' },
  HKG: { centre: [22.2950, 114.1700], hotels: 25, level: 1.4, areas:
    'Tsim Sha Tsui 22.2976 114.1722; Central^ 22.2819 114.1581; Causeway Bay 22.2803 114.1840; ' +
    'Mong Kok 22.3193 114.1694; Wan Chai 22.2760 114.1751; Tung Chung 22.2890 113.9410' },
  CDG: { centre: [48.8566, 2.3522], hotels: 25, level: 1.6, areas:
    'Le Marais 48.8590 2.3620; Champs-Élysées^ 48.8698 2.3075; Saint-Germain 48.8530 2.3340; ' +
    'Montmartre 48.8867 2.3431; Opéra 48.8720 2.3316; Latin Quarter 48.8490 2.3470; La Défense 48.8920 2.2380' },
  JFK: { centre: [40.7549, -73.984], hotels: 25, level: 1.8, areas:
    'Midtown 40.7549 -73.9840; Times Square 40.7580 -73.9855; Lower Manhattan 40.7075 -74.0113; ' +
    'Upper East Side^ 40.7736 -73.9566; Chelsea 40.7465 -74.0014; Brooklyn 40.6928 -73.9903; Long Island City 40.7447 -73.9485' },
  HND: { centre: [35.6812, 139.7671], hotels: 20, level: 1.2, areas:
    'Shinjuku 35.6938 139.7034; Ginza^ 35.6717 139.7650; Shibuya 35.6580 139.7016; Asakusa 35.7148 139.7967; ' +
    'Ueno 35.7141 139.7774; Shinagawa 35.6285 139.7388; Odaiba 35.6270 139.7750' },
  MAA: { name: 'Chennai', centre: [13.0827, 80.2707], hotels: 15, level: 0.6, beach: true },
  BLR: { centre: [12.9716, 77.5946], hotels: 15, level: 0.65 },
  ZYL: { centre: [24.8949, 91.8687], hotels: 12, level: 0.5 },
  KWI: { name: 'Kuwait City', centre: [29.3759, 47.9774], hotels: 12, level: 1.05 },
  BAH: { name: 'Manama', centre: [26.2285, 50.586], hotels: 12, level: 1.0 },
  DMM: { centre: [26.4207, 50.0888], hotels: 12, level: 0.95 },
  KBV: { beach: true },
  USM: { name: 'Koh Samui', beach: true },
  LGK: { beach: true },
  BKI: { beach: true },
  CEB: { beach: true },
  GOI: { beach: true },
  COK: { beach: true },
  TRV: { beach: true },
  SYX: { beach: true },
  OKA: { beach: true },
  NAN: { name: 'Nadi', beach: true },
  PPT: { beach: true },
  HNL: { beach: true },
  OGG: { name: 'Maui', beach: true },
  CUN: { beach: true },
  PUJ: { beach: true },
  MBJ: { beach: true },
  NAS: { beach: true },
  SEZ: { beach: true },
  MRU: { name: 'Mauritius', beach: true },
  ZNZ: { beach: true },
  HRG: { beach: true },
  SSH: { beach: true },
  AYT: { beach: true },
  PMI: { beach: true },
  NCE: { beach: true },
  AGP: { beach: true },
  HER: { beach: true },
  LCA: { beach: true },
  MLA: { beach: true },
  DAD: { beach: true },
  OOL: { name: 'Gold Coast', beach: true },
  CNS: { beach: true },
  MIA: { beach: true },
  SAN: { beach: true },
};

/** The airport data's city spellings that agents would not type. */
// prettier-ignore
export const cityNamePatches: Record<string, string> = {
  ALA: 'Almaty', PAT: 'Patna', TLV: 'Tel Aviv', PNH: 'Phnom Penh', UPG: 'Makassar', CSX: 'Changsha', CJU: 'Jeju',
  ELQ: 'Buraidah', GIZ: 'Jazan', YNB: 'Yanbu', ULN: 'Ulaanbaatar', ALG: 'Algiers', MDE: 'Medellin', TLL: 'Tallinn',
  DUS: 'Dusseldorf', MXP: 'Milan', IXB: 'Siliguri', CCJ: 'Kozhikode', DFW: 'Dallas', GIG: 'Rio de Janeiro',
  RDU: 'Raleigh', DPS: 'Bali', CRK: 'Clark', KEF: 'Reykjavik', SEZ: 'Mahe',
};

/** Legacy zone names in the airport data, and one wrong zone (Melbourne is not in Tasmania). */
export const zonePatches: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Qyzylorda': 'Asia/Almaty',
  'Asia/Samarkand': 'Asia/Tashkent',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'Australia/Hobart': 'Australia/Melbourne',
};
