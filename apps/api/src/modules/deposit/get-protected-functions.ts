import { Functionality, hasFunctionality, type DepositProtectedFunctions } from '@portal/contracts';

const depositFunctions = [Functionality.ShowDepositList, Functionality.AddDepositRequest] as const;

/**
 * deposit/getProtectedFunctions: which of the deposit pages' functionalities the caller holds, by the same rule
 * the routes enforce (an empty list holds everything).
 */
export function getProtectedFunctions(options: {
  functionalities: readonly number[];
}): DepositProtectedFunctions {
  return {
    functionalities: depositFunctions.filter((code) => hasFunctionality(options.functionalities, code)),
  };
}
