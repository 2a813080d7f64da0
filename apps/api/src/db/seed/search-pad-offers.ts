/**
 * The offers every demo tenant shows on its search pad, each drawn in the tenant's colours under
 * /tenants/<tenant>/offers/. They describe what the portal really sells: Umrah fares, held bookings and domestic
 * returns.
 */
export function searchPadOffers(tenantId: string) {
  const offer = (number: number) => `/tenants/${tenantId}/offers/offer-${number}.svg`;
  return [
    {
      bannerPath: offer(1),
      text: 'Umrah fares on every carrier: Jeddah and Madinah from Dhaka and Chattogram',
      downloadApp: false,
    },
    {
      bannerPath: offer(2),
      text: 'Hold now, issue later: OnHold fares keep the PNR until the airline’s time limit',
      downloadApp: false,
    },
    {
      bannerPath: offer(3),
      text: 'Cox’s Bazar and back for less with special-return and two one-way fares',
      downloadApp: false,
    },
  ];
}
