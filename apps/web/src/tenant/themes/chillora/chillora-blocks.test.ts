import { describe, expect, it } from 'vitest';
import type { TenantConfig } from '@portal/contracts';
import { chilloraHomeBlocks, postcardLayout } from './chillora-blocks';
import { chilloraAboutBlocks, initialsOf } from './chillora-people';

// Only the parts of the brand the home's blocks read.
function brand(overrides: { [K in keyof TenantConfig]?: Partial<TenantConfig[K]> } = {}): TenantConfig {
  const base = {
    company: { name: 'Tripzen Holidays', shortName: 'Tripzen', code: 'TZN' },
    home: {
      titleContent: 'Calm holidays',
      coverImage: '',
      airlines: [{ code: 'BG', name: 'Biman', logo: '/bg.svg' }],
      feature: {
        title: '',
        caption: '',
        image: '',
        features: [{ iconClass: 'plane', header: 'Fares', content: '' }],
      },
    },
    destination: {
      title: 'Trips',
      actionText: 'Search all fares',
      actionLink: '/searchpad',
      cities: [{ from: 'Sylhet', to: 'Dubai', imagePath: '', currency: 'BDT', totalFare: 100 }],
    },
    mobileApp: {
      enabled: true,
      title: 'App',
      description: '',
      appStoreLink: '',
      googlePlayLink: 'https://play.google.com/x',
      screenShotLink: '',
    },
    callToAction: {
      enabled: true,
      title: 'Join',
      description: '',
      buttonText: 'Join',
      buttonLink: '',
      imagePath: '',
    },
  };
  const merged = Object.fromEntries(
    Object.entries(base).map(([key, value]) => [
      key,
      { ...value, ...(overrides as Record<string, object>)[key] },
    ]),
  );
  return merged as unknown as TenantConfig;
}

describe('chillora home blocks', () => {
  it('shows every block a tenant filled in, with the default sign-up path for an empty button link', () => {
    const blocks = chilloraHomeBlocks(brand());
    expect(blocks).toMatchObject({
      hero: { heading: 'Calm holidays', kicker: 'Tripzen Holidays' },
      airlines: true,
      features: true,
      destinations: true,
      destinationAction: true,
      mobileApp: true,
      appStores: ['googlePlay'],
      callToAction: true,
      callToActionHref: '/register_proprietor',
    });
  });

  it('leaves out empty lists, switched-off blocks and a lone action text without a link', () => {
    const blocks = chilloraHomeBlocks(
      brand({
        home: { airlines: [], feature: { title: 'Why us', caption: 'x', image: '', features: [] } },
        destination: { cities: [], actionLink: '' },
        mobileApp: { enabled: false },
        callToAction: { enabled: false },
      }),
    );
    expect(blocks).toMatchObject({
      airlines: false,
      features: false,
      destinations: false,
      destinationAction: false,
      mobileApp: false,
      callToAction: false,
    });
  });

  it('hides an enabled app block or call to action that has nothing to say, and keeps a custom link', () => {
    const blocks = chilloraHomeBlocks(
      brand({
        mobileApp: { title: ' ', googlePlayLink: '' },
        callToAction: { title: '', buttonText: '', buttonLink: '/contact-us' },
      }),
    );
    expect(blocks.mobileApp).toBe(false);
    expect(blocks.callToAction).toBe(false);
    expect(blocks.callToActionHref).toBe('/contact-us');
  });

  it('makes the company name the heading when the hero text is empty, without repeating it above', () => {
    expect(chilloraHomeBlocks(brand({ home: { titleContent: '' } })).hero).toEqual({
      heading: 'Tripzen Holidays',
      kicker: null,
    });
  });
});

describe('postcard layout', () => {
  it('uses the bento grid only when the postcards fill it', () => {
    expect([1, 2, 4, 5, 6, 8, 9, 13].map(postcardLayout)).toEqual([
      'even',
      'even',
      'even',
      'bento',
      'even',
      'even',
      'bento',
      'bento',
    ]);
  });
});

describe('chillora about-us blocks', () => {
  it('shows only what the tenant wrote', () => {
    const blocks = chilloraAboutBlocks({
      title: '',
      header: '',
      content: '',
      coverImage: '',
      profiles: [{ name: 'A B', designation: '', image: '' }],
      feature: [],
      goal: { title: 'Goals', shots: [], goals: [] },
    });
    expect(blocks).toEqual({ intro: false, strengths: false, goals: false, shots: false, team: true });
  });
});

describe('initials', () => {
  it('takes the first letters of the first two names', () => {
    expect(initialsOf('Shahana Begum')).toBe('SB');
    expect(initialsOf('  rokeya  ')).toBe('R');
    expect(initialsOf('Abdul Muhit Chowdhury')).toBe('AM');
  });
});
