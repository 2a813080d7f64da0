/** The simulated suppliers: the flight sandbox (airports, airlines, network, schedules, fares) and its types. */
export * from './airports';
export * from './flights/types';
export { createFlightSupply, DEFAULT_SEED } from './flights/create-flight-supply';
export {
  seatMapOf,
  takenByOthers,
  type SeatMapCabin,
  type SeatMapSeat,
  type SeatPosition,
} from './flights/booking/seat-map';
export { recordLocator } from './flights/booking/record-locator';
export { accountingCode, ticketNumber } from './flights/booking/ticket-number';
export {
  extraBaggageOptions,
  mealPriceTaka,
  seatPriceTaka,
  specialMeals,
  specialServices,
  servicesNeedingApproval,
  SERVICE_APPROVAL_MINUTES,
  type BaggageOption,
} from './flights/booking/ancillaries';
export {
  ScenarioSurnames,
  SCENARIO_PRICE_STEP_BPS,
  SHORT_HOLD_SECONDS,
  TicketRefusedReason,
  scenariosOf,
  type Scenario,
} from './flights/booking/scenarios';
export * from './flights/after-sales';
export * from './hotels/types';
export { createBedBank, type BedBankOptions } from './hotels/create-bed-bank';
export { hotelImageSvg } from './hotels/images/hotel-image';
export {
  HolidayScenes,
  holidaySceneName,
  holidaySceneSvg,
  type HolidayScene,
} from './holidays/scenes/holiday-scene';
