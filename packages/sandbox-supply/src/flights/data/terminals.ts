/**
 * Terminals at airports that have several: a default list (an airline keeps one, picked by hash), airline-specific
 * terminals and the domestic terminal. Airports not listed show no terminal.
 */
export interface TerminalSpec {
  any: string[];
  airlines?: Record<string, string>;
  domestic?: string;
}

export const terminalSpecs: Record<string, TerminalSpec> = {
  DAC: { any: ['1', '2'], domestic: 'D' },
  CGP: { any: ['I'], domestic: 'D' },
  ZYL: { any: ['I'], domestic: 'D' },
  DXB: { any: ['1'], airlines: { EK: '3', FZ: '2', QF: '3' } },
  AUH: { any: ['A'] },
  SHJ: { any: ['1'] },
  JED: { any: ['1'], airlines: { SV: 'N', XY: 'N' } },
  RUH: { any: ['1', '2'], airlines: { SV: '3', XY: '5' } },
  DEL: { any: ['3'], domestic: '1', airlines: { '6E': '1' } },
  BOM: { any: ['2'], domestic: '1' },
  CCU: { any: ['2'] },
  SIN: { any: ['1', '2', '3', '4'], airlines: { SQ: '3', TR: '1' } },
  KUL: { any: ['1'], airlines: { AK: '2', D7: '2' } },
  CGK: { any: ['2'], airlines: { GA: '3' } },
  MNL: { any: ['1', '3'], airlines: { PR: '1', '5J': '3' } },
  HKG: { any: ['1'] },
  LHR: { any: ['2', '3', '4'], airlines: { BA: '5', IB: '5', VS: '3', AA: '3', QR: '4', EY: '4', EK: '3' } },
  LGW: { any: ['N', 'S'] },
  CDG: { any: ['1', '2E', '2F'], airlines: { AF: '2E', KL: '2F' } },
  FRA: { any: ['2'], airlines: { LH: '1', LX: '1', OS: '1', UA: '1' } },
  MUC: { any: ['1'], airlines: { LH: '2' } },
  AMS: { any: ['1'] },
  IST: { any: ['I'], domestic: 'D' },
  JFK: { any: ['1', '4', '7', '8'], airlines: { DL: '4', AA: '8', B6: '5', BA: '8', EK: '4', QR: '8' } },
  LAX: { any: ['B', '4', '5', '7'], airlines: { AA: '4', DL: '3', UA: '7' } },
  ORD: { any: ['1', '3', '5'], airlines: { UA: '1', AA: '3' } },
  SYD: { any: ['1'], domestic: '2', airlines: { QF: '1' } },
  MEL: { any: ['2'], domestic: '4' },
  NRT: { any: ['1', '2'], airlines: { JL: '2', NH: '1' } },
  HND: { any: ['3'], domestic: '1', airlines: { NH: '2' } },
  ICN: { any: ['1'], airlines: { KE: '2', DL: '2', AF: '2', KL: '2' } },
  PVG: { any: ['1', '2'] },
  PEK: { any: ['3', '2'] },
  BKK: { any: ['M'] },
  YYZ: { any: ['1', '3'], airlines: { AC: '1', WS: '3' } },
};
