import { createContext, useContext } from 'react';

/**
 * Whether a sign-in step shows its own heading. In the login dialog the dialog's title already names the step, so
 * the step leaves its heading out rather than repeat it.
 */
const StepHeadingContext = createContext(true);

export const StepHeadingProvider = StepHeadingContext.Provider;

export function useStepHeadingShown(): boolean {
  return useContext(StepHeadingContext);
}
