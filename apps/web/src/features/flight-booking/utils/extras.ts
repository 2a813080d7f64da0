import type { Money, PassengerExtra, PassengerType, ServiceList } from '@portal/contracts';

/** What one traveller asks for on one flight. The seat keeps the price the map showed when it was chosen. */
export interface ExtraChoice {
  extraBaggageKg: number;
  mealCode: string | null;
  ssrCodes: string[];
  seat: { seat: string; price: Money } | null;
}

/** Every traveller's choices, by traveller index (the booking's order), then by flight (leg key). */
export type ExtrasByPassenger = ReadonlyArray<Readonly<Record<string, ExtraChoice>>>;

export const NoExtra: ExtraChoice = { extraBaggageKg: 0, mealCode: null, ssrCodes: [], seat: null };

export const noExtras = (passengerCount: number): ExtrasByPassenger =>
  Array.from({ length: passengerCount }, () => ({}));

export function choiceOf(extras: ExtrasByPassenger, passenger: number, legKey: string): ExtraChoice {
  return extras[passenger]?.[legKey] ?? NoExtra;
}

export function withChoice(
  extras: ExtrasByPassenger,
  passenger: number,
  legKey: string,
  change: Partial<ExtraChoice>,
): ExtrasByPassenger {
  return extras.map((byLeg, index) =>
    index === passenger
      ? { ...byLeg, [legKey]: { ...choiceOf(extras, passenger, legKey), ...change } }
      : byLeg,
  );
}

/** Who holds a seat on a flight (traveller index), so two travellers never get the same one. */
export function seatHolder(extras: ExtrasByPassenger, legKey: string, seat: string): number | null {
  const index = extras.findIndex((byLeg) => byLeg[legKey]?.seat?.seat === seat);
  return index < 0 ? null : index;
}

const isEmpty = (choice: ExtraChoice) =>
  choice.extraBaggageKg === 0 &&
  choice.mealCode === null &&
  choice.ssrCodes.length === 0 &&
  choice.seat === null;

/** One traveller's extras as AirSell and AirBook take them: only the flights with something asked for. */
export function requestExtras(extras: ExtrasByPassenger, passenger: number): PassengerExtra[] {
  return Object.entries(extras[passenger] ?? {})
    .filter(([, choice]) => !isEmpty(choice))
    .map(([legKey, choice]) => ({
      legKey,
      seat: choice.seat?.seat ?? null,
      mealCode: choice.mealCode,
      extraBaggageKg: choice.extraBaggageKg,
      ssrCodes: choice.ssrCodes,
    }));
}

export interface AddonAmounts {
  baggage: number;
  meals: number;
  seats: number;
}

/** The price of one choice in minor units, from what the airline sells on that flight. */
export function choiceAmounts(
  choice: ExtraChoice,
  leg: ServiceList['legs'][number] | undefined,
): AddonAmounts {
  const bundle = leg?.baggage.find((option) => option.kilograms === choice.extraBaggageKg);
  const meal = leg?.meals.find((option) => option.code === choice.mealCode);
  return {
    baggage: choice.extraBaggageKg > 0 ? (bundle?.price.amount ?? 0) : 0,
    meals: choice.mealCode ? (meal?.price.amount ?? 0) : 0,
    seats: choice.seat?.price.amount ?? 0,
  };
}

/** One row of the add-on state: a passenger type, how many travel, and what their extras cost. */
export interface AddonTotalsRow extends AddonAmounts {
  type: PassengerType;
  count: number;
  total: number;
}

/**
 * The booking's add-on state (spec §3): per passenger type the count and the totals of baggage, meals and seats,
 * and what all extras cost together.
 */
export function addonTotals(
  types: readonly PassengerType[],
  extras: ExtrasByPassenger,
  services: ServiceList | undefined,
): { rows: AddonTotalsRow[]; total: number } {
  const rows: AddonTotalsRow[] = [];
  types.forEach((type, passenger) => {
    let row = rows.find((candidate) => candidate.type === type);
    if (!row) {
      row = { type, count: 0, baggage: 0, meals: 0, seats: 0, total: 0 };
      rows.push(row);
    }
    row.count += 1;
    for (const [legKey, choice] of Object.entries(extras[passenger] ?? {})) {
      const amounts = choiceAmounts(
        choice,
        services?.legs.find((leg) => leg.legKey === legKey),
      );
      row.baggage += amounts.baggage;
      row.meals += amounts.meals;
      row.seats += amounts.seats;
      row.total += amounts.baggage + amounts.meals + amounts.seats;
    }
  });
  return { rows, total: rows.reduce((sum, row) => sum + row.total, 0) };
}
