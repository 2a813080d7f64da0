import { isPermitted, type PermissionSubject } from '../lib/permission';

interface PassengerDocuments {
  nationality: string | null;
  passportNumber: string | null;
  passportExpiry: string | null;
}

/** Whether the caller may read passengers' passport and visa details: the route guard's rule (spec §6 220). */
export function showsPassportVisaTo(user: PermissionSubject): boolean {
  return isPermitted(user, 'ShowPassportVisa');
}

/** A passenger as this caller may see them: name, type and birth date always, the documents only with 220. */
export function visiblePassenger<T extends PassengerDocuments>(passenger: T, showPassportVisa: boolean): T {
  if (showPassportVisa) return passenger;
  return { ...passenger, nationality: null, passportNumber: null, passportExpiry: null };
}
