import { describe, expect, it } from 'vitest';
import { Functionality } from '@portal/contracts';
import { bookingsMenu, canOpen, DepositPaths, visibleSideNavItems, visibleTabs } from './app-access';

const staff = [
  Functionality.Search,
  Functionality.BookTicket,
  Functionality.ViewBooking,
  Functionality.ShowBookings,
];

describe('app access', () => {
  it('opens everything to an empty list (agency owner)', () => {
    expect(canOpen([], '/company-settings')).toBe(true);
    expect(visibleTabs([])).toHaveLength(8);
    expect(visibleSideNavItems([], true).map((item) => item.key)).toEqual([
      'travellers',
      'depositList',
      'eTransactions',
      'partialPayment',
      'reports',
      'companySettings',
    ]);
  });

  it('shows E-transactions on the default tenant only', () => {
    expect(visibleSideNavItems([], false).map((item) => item.key)).not.toContain('eTransactions');
  });

  it('gives the reservations role only Flights, a single My Bookings link and no other menu', () => {
    expect(visibleTabs(staff).map((tab) => tab.key)).toEqual(['flights']);
    expect(bookingsMenu(staff)).toEqual({
      link: '/my-bookings',
      entries: [{ key: 'flights', path: '/my-bookings' }],
    });
    expect(visibleSideNavItems(staff, true)).toEqual([]);
    expect(canOpen(staff, '/deposit-list')).toBe(false);
    expect(canOpen(staff, '/my-profile')).toBe(true);
  });

  it('sends My Bookings to the first permitted flight queue', () => {
    const refundsOnly = [Functionality.ShowRefundList, Functionality.ShowExchangeList];
    expect(bookingsMenu(refundsOnly)).toEqual({
      link: '/refund-management',
      entries: [
        { key: 'refunds', path: '/refund-management' },
        { key: 'exchanges', path: '/reIssue-management' },
      ],
    });
    expect(bookingsMenu([Functionality.ShowVisaQueue, Functionality.ShowVoidList]).link).toBe(
      '/void-management',
    );
  });

  it('sends My Bookings to the exchange queue when it is the only flight queue permitted', () => {
    expect(bookingsMenu([Functionality.ShowExchangeList, Functionality.ShowVisaQueue])).toEqual({
      link: '/reIssue-management',
      entries: [
        { key: 'exchanges', path: '/reIssue-management' },
        { key: 'visa', path: '/visa-myapplications' },
      ],
    });
  });

  it('makes My Bookings a submenu of every permitted queue when several are', () => {
    expect(bookingsMenu([Functionality.ShowVoidList, Functionality.ShowVisaQueue]).entries).toEqual([
      { key: 'voids', path: '/void-management' },
      { key: 'visa', path: '/visa-myapplications' },
    ]);
    expect(bookingsMenu([]).entries.map((entry) => entry.key)).toEqual([
      'flights',
      'voids',
      'refunds',
      'exchanges',
      'hotels',
      'holidays',
      'visa',
      'groupFares',
    ]);
  });

  it('opens a request to whoever may list its kind or ask for it, and the request form only to the latter', () => {
    expect(canOpen([Functionality.ShowVoidList], '/flight-void-details')).toBe(true);
    expect(canOpen([Functionality.VoidRequest], '/flight-void-request-view')).toBe(true);
    expect(canOpen([Functionality.ShowVoidList], '/flight-void-request')).toBe(false);
    expect(canOpen([Functionality.RefundRequest], '/flight-void-details')).toBe(false);
    expect(canOpen(staff, '/flight-refund-request')).toBe(false);
  });

  it('has no My Bookings at all without a queue', () => {
    expect(bookingsMenu([Functionality.Search])).toEqual({ link: null, entries: [] });
  });

  it('opens every deposit page to AddDepositRequest alone, and the deposit list to ShowDepositList', () => {
    const requestOnly = [Functionality.AddDepositRequest];
    for (const path of DepositPaths) {
      expect(canOpen(requestOnly, path)).toBe(true);
      expect(canOpen([Functionality.ShowDepositList], path)).toBe(false);
    }
    expect(canOpen(requestOnly, '/deposit-list')).toBe(false);
    expect(canOpen([Functionality.ShowDepositList], '/deposit-list')).toBe(true);
  });

  it('opens the hotel booking pages by the hotel permissions (spec §6, 248–252)', () => {
    const searcher = [Functionality.SearchHotel];
    const booker = [Functionality.SearchHotel, Functionality.BookHotel];
    const lister = [Functionality.ShowHotelQueues];
    expect(canOpen(searcher, '/hotel/booking')).toBe(false);
    expect(canOpen(booker, '/hotel/booking')).toBe(true);
    expect(canOpen(booker, '/hotel/book')).toBe(true);
    expect(canOpen(lister, '/hotel/book')).toBe(true);
    expect(canOpen(searcher, '/hotel/book')).toBe(false);
    expect(canOpen(booker, '/hotel-bookings')).toBe(false);
    expect(canOpen(lister, '/hotel-bookings')).toBe(true);
    expect(canOpen(lister, '/hotel-bookings/print-preview')).toBe(false);
    expect(canOpen([Functionality.PrintHotel], '/hotel-bookings/print-preview')).toBe(true);
  });

  it('opens each special-fare kind to its own functionality, and the reservations to any of the three', () => {
    expect(canOpen([Functionality.AccessUmrahFares], '/umrah-fares-result')).toBe(true);
    expect(canOpen([Functionality.AccessUmrahFares], '/xclusive-fares-result')).toBe(false);
    expect(canOpen([Functionality.AccessGroupFares], '/group-fares-result')).toBe(true);
    for (const code of [
      Functionality.UsexClusiveFares,
      Functionality.AccessUmrahFares,
      Functionality.AccessGroupFares,
    ]) {
      expect(canOpen([code], '/group-fare-reservations')).toBe(true);
      expect(canOpen([code], '/group-fare-reservation')).toBe(true);
      expect(bookingsMenu([code]).entries).toEqual([{ key: 'groupFares', path: '/group-fare-reservations' }]);
    }
    expect(canOpen(staff, '/group-fare-reservations')).toBe(false);
    expect(visibleTabs([Functionality.AccessUmrahFares]).map((tab) => tab.key)).toEqual(['flights', 'umrah']);
  });
});
