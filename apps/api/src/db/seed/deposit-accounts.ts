/**
 * Each demo tenant's own accounts that its agencies deposit into (the Bank Details window), at real Bangladeshi
 * banks with their SWIFT codes and Bangladesh Bank routing numbers of the branch's district; the account numbers
 * are made up in each bank's length. Logos are the marks under /banks/ of the web app.
 */
const accounts = {
  bdfare: [
    {
      bankName: 'Dutch-Bangla Bank PLC',
      accountName: 'Bdfare Limited',
      accountNumber: '1071100045872',
      branchName: 'Gulshan Branch, Dhaka',
      routingNo: '090261725',
      swiftCode: 'DBBLBDDH',
      bankLogoIconName: 'dutch-bangla-bank',
    },
    {
      bankName: 'BRAC Bank PLC',
      accountName: 'Bdfare Limited',
      accountNumber: '1501204567830001',
      branchName: 'Gulshan Avenue Branch, Dhaka',
      routingNo: '060261721',
      swiftCode: 'BRAKBDDH',
      bankLogoIconName: 'brac-bank',
    },
    {
      bankName: 'City Bank PLC',
      accountName: 'Bdfare Limited',
      accountNumber: '1103456789001',
      branchName: 'Banani Branch, Dhaka',
      routingNo: '225260433',
      swiftCode: 'CIBLBDDH',
      bankLogoIconName: 'city-bank',
    },
  ],
  skyway: [
    {
      bankName: 'Eastern Bank PLC',
      accountName: 'Skyway Travels',
      accountNumber: '1041360278914',
      branchName: 'Agrabad Branch, Chattogram',
      routingNo: '095150356',
      swiftCode: 'EBLDBDDH',
      bankLogoIconName: 'eastern-bank',
    },
    {
      bankName: 'Islami Bank Bangladesh PLC',
      accountName: 'Skyway Travels',
      accountNumber: '205012300045617',
      branchName: 'Agrabad Branch, Chattogram',
      routingNo: '125150342',
      swiftCode: 'IBBLBDDH',
      bankLogoIconName: 'islami-bank',
    },
  ],
  tripzen: [
    {
      bankName: 'Islami Bank Bangladesh PLC',
      accountName: 'Tripzen Holidays',
      accountNumber: '206511100032418',
      branchName: 'Zindabazar Branch, Sylhet',
      routingNo: '125911843',
      swiftCode: 'IBBLBDDH',
      bankLogoIconName: 'islami-bank',
    },
    {
      bankName: 'Dutch-Bangla Bank PLC',
      accountName: 'Tripzen Holidays',
      accountNumber: '1421100078345',
      branchName: 'Sylhet Branch, Sylhet',
      routingNo: '090910876',
      swiftCode: 'DBBLBDDH',
      bankLogoIconName: 'dutch-bangla-bank',
    },
  ],
  voyagio: [
    {
      bankName: 'City Bank PLC',
      accountName: 'Voyagio Travel Hub Ltd',
      accountNumber: '1103987650021',
      branchName: 'Gulshan Avenue Branch, Dhaka',
      routingNo: '225261732',
      swiftCode: 'CIBLBDDH',
      bankLogoIconName: 'city-bank',
    },
    {
      bankName: 'Eastern Bank PLC',
      accountName: 'Voyagio Travel Hub Ltd',
      accountNumber: '1011360412785',
      branchName: 'Gulshan Branch, Dhaka',
      routingNo: '095261726',
      swiftCode: 'EBLDBDDH',
      bankLogoIconName: 'eastern-bank',
    },
  ],
} as const;

export type DemoTenantId = keyof typeof accounts;

export function depositAccounts(tenantId: DemoTenantId) {
  return accounts[tenantId];
}

/** The banner above the accounts, drawn in the tenant's colours under /tenants/<tenant>/banners/. */
export function bankDetailsBanner(tenantId: DemoTenantId) {
  return {
    bannerPath: `/tenants/${tenantId}/banners/bank-details.svg`,
    text: 'Deposits are credited to your wallet once our finance team has checked the deposit slip.',
    downloadApp: false,
  };
}
