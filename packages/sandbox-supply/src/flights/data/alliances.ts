/** Alliance members (domain data: the airline data package carries no alliances). */
export const allianceMembers: Record<string, string> = {
  'Star Alliance': 'A3 AC AI CA CM ET LH LO LX MS NH NZ OS OZ SA SK SN SQ TG TK TP UA ZH BR',
  oneworld: 'AA AS AY BA CX FJ IB JL MH QF QR RJ UL AT WY',
  SkyTeam: 'AF KL DL KE AM AR CI MU GA KQ ME RO SV VN VS MF',
};

/** Codeshare and interline partners outside an alliance: one ticket may combine them. */
// prettier-ignore
export const partnerPairs = [
  'EK FZ', 'EK QF', 'EK JL', 'EK TG', 'EK UL', 'EK GF', 'EY AI', 'EY GF', 'EY TG', 'EY KU', 'GF KU', 'BG GF',
  'BG EK', 'BG TK', 'BG SQ', 'BS FZ', 'BS EK', 'BS OD', 'TK PK', 'TK KU', 'QR PK', 'QR BG', 'SV EY', 'KU WY',
  'UK SQ', 'UK AI', 'AI UK', 'CZ KE', 'MU QF', 'VA NZ', 'VA EY', 'VA SQ', 'HY TK', 'KC LH', 'J2 TK', 'PG TG',
  'KB TG', 'RA QR', 'HU BA', 'B6 AA', 'AS JL', 'WS DL', 'CM UA', 'AD UA', 'AV LA', 'LA QR', 'EI BA', 'WB QR',
];
