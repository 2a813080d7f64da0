export * from './catalogue-types';
export * from './paths';
export * from './catalogue';
export * from './request';
// Both files name their travellers ZHolidayTravellers: the search's counts win here; the request's shape is read
// as HolidayRequest['travellers'].
export { ZHolidayTravellers, type HolidayTravellers } from './catalogue';
