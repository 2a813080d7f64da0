import { createStartOnce } from '../../../lib/use-start-once';
import { startHotelSearch } from '../api/start-hotel-search';

/** One HotelSearch per visit of a results address; a new search from the form hides the last one's failure. */
export const useStartHotelSearch = createStartOnce(startHotelSearch, { clearErrorOnRestart: true });
