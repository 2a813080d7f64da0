import { describe, expect, it } from 'vitest';
import { translationLeaves, translationPlaceholders } from '../../lib/translation-leaves';
import { helpTexts } from './i18n';
import { HelpAnswers, HelpTopics } from './utils/help-answers';

describe('help translations', () => {
  const en = new Map(translationLeaves(helpTexts.en));
  const bn = new Map(translationLeaves(helpTexts.bn));

  it('has the same keys in both languages, with the same placeholders', () => {
    expect([...bn.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect({ key, placeholders: translationPlaceholders(bn.get(key) ?? '') }).toEqual({
        key,
        placeholders: translationPlaceholders(text),
      });
    }
  });

  it('writes every answer, its topic and the page it links to, in both languages', () => {
    for (const texts of [en, bn]) {
      for (const topic of HelpTopics) expect(texts.get(`topics.${topic}`)).toBeTruthy();
      for (const answer of HelpAnswers) {
        for (const part of ['question', 'answer', 'keywords']) {
          expect(texts.get(`answers.${answer.id}.${part}`), `${answer.id}.${part}`).toBeTruthy();
        }
        if (answer.link) expect(texts.get(`pages.${answer.link}`), answer.link).toBeTruthy();
      }
    }
  });

  it('answers every topic the page lists', () => {
    for (const topic of HelpTopics) expect(HelpAnswers.some((answer) => answer.topic === topic)).toBe(true);
  });
});
