/** Seats per cabin by aircraft type: economy, premium economy, business, first. */
export const aircraftSeats: Record<string, readonly [number, number, number, number]> = {
  'ATR 72-600': [70, 0, 0, 0],
  'Dash 8 Q400': [74, 0, 0, 0],
  A320neo: [156, 0, 12, 0],
  A321neo: [182, 0, 16, 0],
  '737-800': [150, 0, 12, 0],
  '737 MAX 8': [162, 0, 12, 0],
  'A330-300': [260, 21, 30, 0],
  '787-9': [246, 21, 28, 0],
  'A350-900': [250, 24, 36, 0],
  '777-300ER': [306, 24, 42, 8],
  'A380-800': [427, 56, 76, 14],
};
