import { describe, expect, it } from 'vitest';
import { repriceChanges, ScenarioSurnames, scenariosOf } from './booking/scenarios';

describe('scenario surnames', () => {
  it('are found on any passenger, in any letter case, and only as the whole name', () => {
    expect(scenariosOf(['Rahman', 'bookDoubt'])).toEqual(new Set(['bookDoubt']));
    expect(scenariosOf([' TICKETREFUSED ', 'priceChange'])).toEqual(
      new Set(['ticketRefused', 'priceChange']),
    );
    expect(scenariosOf(['Pricechanger', 'Rahman']).size).toBe(0);
    expect(new Set(Object.values(ScenarioSurnames)).size).toBe(Object.keys(ScenarioSurnames).length);
  });

  it('change nothing at the first reprice, price or class from sell on, and the price once more at issue', () => {
    const at = (word: string, point: 'price' | 'sell' | 'issue') =>
      repriceChanges(scenariosOf([word]), point);
    for (const word of Object.values(ScenarioSurnames)) {
      expect(at(word, 'price')).toEqual({ priceSteps: 0, classUp: false });
    }
    expect(at('PRICECHANGE', 'sell')).toEqual({ priceSteps: 1, classUp: false });
    expect(at('PRICECHANGE', 'issue')).toEqual({ priceSteps: 1, classUp: false });
    expect(at('CLASSCHANGE', 'sell')).toEqual({ priceSteps: 0, classUp: true });
    expect(at('BOTHCHANGE', 'sell')).toEqual({ priceSteps: 1, classUp: true });
    expect(at('ISSUECHANGE', 'sell')).toEqual({ priceSteps: 0, classUp: false });
    expect(at('ISSUECHANGE', 'issue')).toEqual({ priceSteps: 1, classUp: false });
    expect(at('BOOKDOUBT', 'issue')).toEqual({ priceSteps: 0, classUp: false });
  });
});
