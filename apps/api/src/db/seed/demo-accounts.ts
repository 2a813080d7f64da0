import { functionalityName, RolePresets, type FunctionalityName } from '@portal/contracts';

/** The demo world's sign-ins, printed at start-up and used by the tests. All share one password. */
export const DemoPassword = 'Demo@1234';

export const DemoAccounts = [
  {
    tenantId: 'bdfare',
    email: 'agent@demo.test',
    role: 'agent',
    firstName: 'Rahim',
    lastName: 'Uddin',
    agencyName: 'Demo Travels Ltd',
    description: 'agency owner, Demo Travels Ltd',
  },
  {
    tenantId: 'bdfare',
    email: 'ops@demo.test',
    role: 'operator',
    firstName: 'Nadia',
    lastName: 'Karim',
    agencyName: null,
    description: 'operator of the provider',
  },
  {
    tenantId: 'skyway',
    email: 'agent@skyway.test',
    role: 'agent',
    firstName: 'Sara',
    lastName: 'Ahmed',
    agencyName: 'Skyway Demo Agency',
    description: 'agency owner, Skyway Demo Agency (white-label tenant)',
  },
  {
    tenantId: 'bdfare',
    email: 'staff@demo.test',
    role: 'staff',
    firstName: 'Karim',
    lastName: 'Hossain',
    agencyName: 'Demo Travels Ltd',
    description: 'staff of Demo Travels Ltd, role "Reservations" (search, book, view and list bookings)',
  },
  {
    tenantId: 'bdfare',
    email: 'newpass@demo.test',
    role: 'agent',
    firstName: 'Tanvir',
    lastName: 'Alam',
    agencyName: 'Demo Travels Ltd',
    description: 'Demo Travels Ltd, must choose a new password at login',
  },
  {
    tenantId: 'bdfare',
    email: 'phone@demo.test',
    role: 'agent',
    firstName: 'Farzana',
    lastName: 'Haque',
    agencyName: 'Demo Travels Ltd',
    description: 'Demo Travels Ltd, must verify the phone number by SMS code at login',
  },
  {
    tenantId: 'bdfare',
    email: 'phonecheck@demo.test',
    role: 'agent',
    firstName: 'Imran',
    lastName: 'Kabir',
    agencyName: 'Demo Travels Ltd',
    description: 'Demo Travels Ltd, asked to confirm an already verified phone number at login',
  },
  {
    tenantId: 'bdfare',
    email: 'reset@demo.test',
    role: 'agent',
    firstName: 'Sabina',
    lastName: 'Yeasmin',
    agencyName: 'Demo Travels Ltd',
    description: 'Demo Travels Ltd, for trying the password reset',
  },
  {
    tenantId: 'bdfare',
    email: 'counter@demo.test',
    role: 'agent',
    firstName: 'Arif',
    lastName: 'Chowdhury',
    agencyName: 'Demo Travels Ltd',
    description: 'Demo Travels Ltd, front-counter agent, for trying the first login on a new device',
  },
  {
    tenantId: 'tripzen',
    email: 'agent@tripzen.test',
    role: 'agent',
    firstName: 'Nasrin',
    lastName: 'Chowdhury',
    agencyName: 'Tripzen Demo Agency',
    description: 'agency owner, Tripzen Demo Agency (white-label tenant with the modal login)',
  },
  {
    tenantId: 'tripzen',
    email: 'ops@tripzen.test',
    role: 'operator',
    firstName: 'Tahmina',
    lastName: 'Akter',
    agencyName: null,
    description: 'operator of Tripzen Holidays (back office: announcements to its agents)',
  },
  {
    tenantId: 'bdfare',
    email: 'sessions@demo.test',
    role: 'agent',
    firstName: 'Jamal',
    lastName: 'Sarker',
    agencyName: 'Demo Travels Ltd',
    description: "Demo Travels Ltd, for trying an operator ending a user's sessions from the back office",
  },
  {
    tenantId: 'bdfare',
    email: 'online@demo.test',
    role: 'agent',
    firstName: 'Mehedi',
    lastName: 'Hasan',
    agencyName: 'Payfast Travels',
    description: 'agency owner, Payfast Travels, for trying online payments (its wallet starts empty)',
  },
  {
    tenantId: 'bdfare',
    email: 'hotel-viewer@demo.test',
    role: 'staff',
    firstName: 'Shapla',
    lastName: 'Begum',
    agencyName: 'Demo Travels Ltd',
    description: 'staff of Demo Travels Ltd, role "Hotel enquiries" (searches hotels, may not book them)',
  },
  {
    tenantId: 'bdfare',
    email: 'accounts@demo.test',
    role: 'staff',
    firstName: 'Nusrat',
    lastName: 'Jahan',
    agencyName: 'Demo Travels Ltd',
    description:
      'staff of Demo Travels Ltd, role "Accounts", Chattogram branch (sees only that branch’s work)',
  },
  {
    tenantId: 'bdfare',
    email: 'owner@solo.test',
    role: 'agent',
    firstName: 'Sohel',
    lastName: 'Rana',
    agencyName: 'Solo Tours',
    description: 'the only user of Solo Tours: its last staff manager, who cannot give that right away',
  },
  {
    tenantId: 'voyagio',
    email: 'agent@voyagio.test',
    role: 'agent',
    firstName: 'Rafiq',
    lastName: 'Islam',
    agencyName: 'Voyagio Demo Agency',
    description: 'agency owner, Voyagio Demo Agency (white-label tenant with the form-left login)',
  },
  {
    tenantId: 'voyagio',
    email: 'ops@voyagio.test',
    role: 'operator',
    firstName: 'Lamia',
    lastName: 'Hossain',
    agencyName: null,
    description: 'operator of Voyagio Travel Hub (back office of the white-label tenant)',
  },
] as const;

/** The sign-in branches some demo accounts go through (spec §4 "Login"); others log in directly. */
export const DemoSignInBranches: Record<
  string,
  {
    forceChangePassword?: boolean;
    phoneVerified?: boolean;
    phoneCheckRequired?: boolean;
    phoneNumber?: string;
  }
> = {
  'newpass@demo.test': { forceChangePassword: true, phoneNumber: '1711-000005' },
  'phone@demo.test': { phoneVerified: false, phoneNumber: '1711-000006' },
  'phonecheck@demo.test': { phoneCheckRequired: true, phoneNumber: '1711-000007' },
  'reset@demo.test': { phoneNumber: '1711-000008' },
};

/** The demo agency's staff role: reservations only, so the menus and the API show what a role withholds. */
export const DemoStaffRole = {
  agencyName: 'Demo Travels Ltd',
  name: 'Reservations',
  functionalities: ['Search', 'BookTicket', 'ViewBooking', 'ShowBookings'],
} as const;

/** A staff role of the demo agency that quotes hotels without booking them: SearchHotel without BookHotel. */
export const DemoHotelViewerRole = {
  agencyName: 'Demo Travels Ltd',
  name: 'Hotel enquiries',
  functionalities: ['SearchHotel'],
} as const;

const accountsPreset = RolePresets.find((preset) => preset.preset === 'accounts');

/** The demo agency's accounts role, made from the "Accounts" preset as an owner would. */
export const DemoAccountsRole = {
  agencyName: 'Demo Travels Ltd',
  name: accountsPreset?.name ?? 'Accounts',
  functionalities: (accountsPreset?.functionalities ?? []).flatMap((code) => functionalityName(code) ?? []),
} as const;

interface DemoRole {
  name: string;
  functionalities: readonly FunctionalityName[];
}

/** Each demo staff account's role. */
export const DemoStaffRoles: Record<string, DemoRole> = {
  'staff@demo.test': DemoStaffRole,
  'hotel-viewer@demo.test': DemoHotelViewerRole,
  'accounts@demo.test': DemoAccountsRole,
};

/** The demo agency's branch offices; users in none of them work at head office. */
export const DemoBranches = [
  {
    tenantId: 'bdfare',
    agencyName: 'Demo Travels Ltd',
    name: 'Chattogram',
    code: 'CTG',
    email: 'ctg@demotravels.test',
    phone: '+880 1819-445501',
    address: 'Shop 12, Agrabad C/A, Chattogram 4100',
    city: 'Chattogram',
    contactName: 'Mizanur Rahman',
  },
  {
    tenantId: 'bdfare',
    agencyName: 'Demo Travels Ltd',
    name: 'Sylhet',
    code: 'SYL',
    email: 'syl@demotravels.test',
    phone: '+880 1819-445502',
    address: 'Zindabazar Point, Sylhet 3100',
    city: 'Sylhet',
    contactName: 'Ruma Akter',
  },
] as const;

/** The branch (by code) of each demo user who works in one. */
export const DemoUserBranches: Record<string, string> = {
  'accounts@demo.test': 'CTG',
};

/** Designations shown on the staff list and profiles. */
export const DemoDesignations: Record<string, string> = {
  'agent@demo.test': 'Managing Director',
  'staff@demo.test': 'Reservations Executive',
  'accounts@demo.test': 'Accounts Officer',
  'owner@solo.test': 'Proprietor',
};

/** The operator who looks after each demo agency (the user context's associatedStaff). */
export const DemoAccountManagers = [
  { tenantId: 'bdfare', agencyName: 'Demo Travels Ltd', operatorEmail: 'ops@demo.test' },
] as const;
