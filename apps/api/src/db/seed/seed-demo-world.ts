import { count, sql } from 'drizzle-orm';
import { seedOutsidePnrs } from '../../adapters/sandbox-gds/seed-outside-pnrs';
import { hashPassword } from '../../lib/password';
import type { Db } from '../client';
import { tenants } from '../schema';
import { Functionality } from '@portal/contracts';
import {
  assignAccountManager,
  buildAgency,
  buildBanner,
  buildBranch,
  buildProviderBankAccount,
  buildReview,
  buildRole,
  buildTenant,
  buildUser,
} from './builders';
import {
  DemoAccountManagers,
  DemoAccounts,
  DemoBranches,
  DemoDesignations,
  DemoPassword,
  DemoSignInBranches,
  DemoStaffRoles,
  DemoUserBranches,
} from './demo-accounts';
import { bankDetailsBanner, depositAccounts } from './deposit-accounts';
import { seedOrderDues } from './demo-order-dues';
import { seedHolidayCatalogue } from './holidays/seed-holiday-catalogue';
import { seedHolidayEnquiries } from './holidays/seed-holiday-enquiries';
import { DemoOpeningBalances, seedOpeningBalance } from './opening-balances';
import { seedVisaCatalogue } from './visa-catalogue/seed-visa-catalogue';
import { seedGroupFareBlocks } from './group-fares/seed-group-fare-blocks';
import { searchPadOffers } from './search-pad-offers';
import { bdfareBanners, bdfareConfig, bdfareHosts, bdfareReviews } from './tenants/bdfare';
import { skywayBanners, skywayConfig, skywayHosts, skywayReviews } from './tenants/skyway';
import { tripzenBanners, tripzenConfig, tripzenHosts, tripzenReviews } from './tenants/tripzen';
import { voyagioBanners, voyagioConfig, voyagioHosts, voyagioReviews } from './tenants/voyagio';

/** Any constant works; it only has to be the same for every process that may seed the same database. */
const seedLockKey = 720_301;

const agencyDetails: Record<
  string,
  { type: 'proprietor' | 'company'; email: string; phone: string; address: string }
> = {
  'Demo Travels Ltd': {
    type: 'company',
    email: 'info@demotravels.test',
    phone: '+880 1819-445566',
    address: 'House 42, Road 11, Banani, Dhaka 1213, Bangladesh',
  },
  'Skyway Demo Agency': {
    type: 'proprietor',
    email: 'desk@skywaydemo.test',
    phone: '+880 1711-998877',
    address: 'Shop 7, GEC Circle, Chattogram 4000, Bangladesh',
  },
  'Tripzen Demo Agency': {
    type: 'proprietor',
    email: 'desk@tripzendemo.test',
    phone: '+880 1819-776655',
    address: 'House 9, Subid Bazar, Sylhet 3100, Bangladesh',
  },
  'Voyagio Demo Agency': {
    type: 'company',
    email: 'desk@voyagiodemo.test',
    phone: '+880 1713-440022',
    address: 'Suite 5B, 27 Kemal Ataturk Avenue, Banani, Dhaka 1213, Bangladesh',
  },
  'Payfast Travels': {
    type: 'proprietor',
    email: 'desk@payfast.test',
    phone: '+880 1912-334455',
    address: 'Level 4, 27 Kemal Ataturk Avenue, Dhaka 1213, Bangladesh',
  },
  'Solo Tours': {
    type: 'proprietor',
    email: 'desk@solotours.test',
    phone: '+880 1511-223344',
    address: 'Holding 5, Jail Road, Jessore 7400, Bangladesh',
  },
};

/**
 * Builds the demo world (four tenants, their hosts, home banners and search-pad offers, published reviews, the
 * demo users and their agencies' opening balances) when the database has no tenant yet; otherwise changes
 * nothing. Runs in one transaction under an advisory lock, so two servers starting together on one PostgreSQL
 * seed it once.
 */
export async function seedDemoWorld(
  db: Db,
  options: { supplySeed?: number } = {},
): Promise<{ seeded: boolean }> {
  if (await hasTenants(db)) return { seeded: false };
  // Hashing is the slow part; do it before taking the lock.
  const passwordHashes = await Promise.all(DemoAccounts.map(() => hashPassword(DemoPassword)));

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    if (await hasTenants(tx)) return { seeded: false };

    await buildTenant(tx, { config: bdfareConfig, hosts: bdfareHosts });
    await buildTenant(tx, { config: skywayConfig, hosts: skywayHosts });
    await buildTenant(tx, { config: tripzenConfig, hosts: tripzenHosts });
    await buildTenant(tx, { config: voyagioConfig, hosts: voyagioHosts });

    for (const [tenantId, list] of [
      ['bdfare', bdfareBanners],
      ['skyway', skywayBanners],
      ['tripzen', tripzenBanners],
      ['voyagio', voyagioBanners],
    ] as const) {
      for (const [index, banner] of list.entries()) {
        await buildBanner(tx, { tenantId, placement: 'home', sortOrder: index + 1, ...banner });
      }
      for (const [index, offer] of searchPadOffers(tenantId).entries()) {
        await buildBanner(tx, { tenantId, placement: 'searchPad', sortOrder: index + 1, ...offer });
      }
    }

    for (const [tenantId, list] of [
      ['bdfare', bdfareReviews],
      ['skyway', skywayReviews],
      ['tripzen', tripzenReviews],
      ['voyagio', voyagioReviews],
    ] as const) {
      for (const review of list) {
        await buildReview(tx, { tenantId, ...review, createdAt: new Date(review.createdAt) });
      }
    }

    // The Bank Details window: the banner and the accounts each tenant's agencies deposit into.
    for (const tenantId of ['bdfare', 'skyway', 'tripzen', 'voyagio'] as const) {
      await buildBanner(tx, { tenantId, placement: 'bankDetails', ...bankDetailsBanner(tenantId) });
      for (const [index, account] of depositAccounts(tenantId).entries()) {
        await buildProviderBankAccount(tx, { tenantId, sortOrder: index + 1, ...account });
      }
    }

    const agencyIds = new Map<string, string>();
    const userIds = new Map<string, string>();
    const branchIds = new Map<string, string>();
    for (const [index, account] of DemoAccounts.entries()) {
      const details = account.agencyName ? agencyDetails[account.agencyName] : undefined;
      let agencyId = account.agencyName ? agencyIds.get(account.agencyName) : undefined;
      if (account.agencyName && details && !agencyId) {
        agencyId = (
          await buildAgency(tx, { tenantId: account.tenantId, name: account.agencyName, ...details })
        ).id;
        agencyIds.set(account.agencyName, agencyId);
        for (const branch of DemoBranches.filter((entry) => entry.agencyName === account.agencyName)) {
          const { agencyName: _agency, ...fields } = branch;
          branchIds.set(branch.code, (await buildBranch(tx, { ...fields, agencyId })).id);
        }
      }
      const staffRole = account.role === 'staff' ? DemoStaffRoles[account.email] : undefined;
      if (account.role === 'staff' && !staffRole) throw new Error(`No role for the staff ${account.email}`);
      const roleId =
        staffRole && agencyId
          ? (
              await buildRole(tx, {
                tenantId: account.tenantId,
                agencyId,
                name: staffRole.name,
                functionalities: staffRole.functionalities.map((name) => Functionality[name]),
              })
            ).id
          : null;
      const user = await buildUser(tx, {
        tenantId: account.tenantId,
        agencyId: agencyId ?? null,
        roleId,
        branchId: branchIdOf(branchIds, DemoUserBranches[account.email]),
        designation: DemoDesignations[account.email] ?? null,
        role: account.role,
        email: account.email,
        password: DemoPassword,
        passwordHash: passwordHashes[index],
        firstName: account.firstName,
        lastName: account.lastName,
        phoneCountryCode: '+880',
        phoneNumber: ['1711000001', '1711000002', '1711000003', '1711000004'][index] ?? null,
        ...DemoSignInBranches[account.email],
      });
      userIds.set(account.email, user.id);
    }

    for (const manager of DemoAccountManagers) {
      const agencyId = agencyIds.get(manager.agencyName);
      const operatorId = userIds.get(manager.operatorEmail);
      if (!agencyId || !operatorId) throw new Error(`Account manager of ${manager.agencyName} not seeded`);
      await assignAccountManager(tx, { tenantId: manager.tenantId, agencyId, operatorId });
    }

    const now = new Date();
    // The wallets were opened a month ago, before the partly paid orders were booked.
    const openedAt = new Date(now.getTime() - 30 * 86_400_000);
    for (const opening of DemoOpeningBalances) {
      const agencyId = agencyIds.get(opening.agencyName);
      if (!agencyId) throw new Error(`Opening balance of ${opening.agencyName}: agency not seeded`);
      await seedOpeningBalance(tx, { ...opening, agencyId, now: openedAt });
    }

    await seedOrderDues(tx, {
      now,
      supplySeed: options.supplySeed,
      agencyIds,
      userIds,
      tenantCodes: {
        bdfare: bdfareConfig.company.code,
        skyway: skywayConfig.company.code,
        tripzen: tripzenConfig.company.code,
        voyagio: voyagioConfig.company.code,
      },
    });

    const currencies: Record<string, string> = {
      bdfare: bdfareConfig.global.defaultCurrency,
      skyway: skywayConfig.global.defaultCurrency,
      tripzen: tripzenConfig.global.defaultCurrency,
      voyagio: voyagioConfig.global.defaultCurrency,
    };
    await seedHolidayCatalogue(tx, { now, currency: (tenantId) => currencies[tenantId] ?? 'BDT' });
    const enquiringAgency = agencyIds.get('Payfast Travels');
    const enquiringUser = userIds.get('online@demo.test');
    if (!enquiringAgency || !enquiringUser) throw new Error('The enquiring demo agency is not seeded');
    await seedHolidayEnquiries(tx, {
      tenantId: 'bdfare',
      agencyId: enquiringAgency,
      userId: enquiringUser,
      now,
    });

    // Bookings the demo agency made at the airlines (in the sandbox GDS), to import into the portal.
    const outsidePnrAgency = agencyIds.get('Demo Travels Ltd');
    if (outsidePnrAgency) {
      await seedOutsidePnrs(tx, {
        tenantId: 'bdfare',
        agencyId: outsidePnrAgency,
        now,
        supplySeed: options.supplySeed,
      });
    }

    await seedVisaCatalogue(tx, { now });
    await seedGroupFareBlocks(tx, { now, supplySeed: options.supplySeed });
    return { seeded: true };
  });
}

function branchIdOf(branchIds: Map<string, string>, code: string | undefined): string | null {
  if (!code) return null;
  const id = branchIds.get(code);
  if (!id) throw new Error(`Demo branch ${code} is not seeded`);
  return id;
}

async function hasTenants(db: Pick<Db, 'select'>): Promise<boolean> {
  const [existing] = await db.select({ total: count() }).from(tenants);
  return (existing?.total ?? 0) > 0;
}
