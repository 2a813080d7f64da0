import { createStartOnce } from '../../../lib/use-start-once';
import { startAirSearch } from '../api/start-air-search';

/** One AirSearch per visit of a results address. */
export const useStartSearch = createStartOnce(startAirSearch, { clearErrorOnRestart: false });
