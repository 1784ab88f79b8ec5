import { SynonymGroupTooLarge, SynonymGroupTooSmall, SynonymPhraseInvalid } from '../catalog.errors';
import { STARTER_SYNONYMS } from '../search/starter-synonyms';
import { checkedGroup, claimedPhrases, SYNONYM_LIMITS } from './synonym-rules';

describe('synonym group rules', () => {
  it('normalises phrases as the search cuts text, each once', () => {
    expect(checkedGroup({ kind: 'twoWay', words: ['  Dahi ', 'Curd', 'curd', 'Yoghúrt!', 'lady-finger'] })).toEqual({
      kind: 'twoWay',
      words: ['dahi', 'curd', 'yoghurt', 'lady finger'],
    });
    expect(checkedGroup({ kind: 'oneWay', from: 'Soft Drink', words: ['Cola', 'soft drink', 'SODA'] })).toEqual({
      kind: 'oneWay',
      from: 'soft drink',
      words: ['cola', 'soda'],
    });
  });

  it('drops a from field sent with a two-way group', () => {
    expect(checkedGroup({ kind: 'twoWay', from: 'x', words: ['a', 'b'] })).toEqual({
      kind: 'twoWay',
      words: ['a', 'b'],
    });
  });

  it.each([
    [{ kind: 'twoWay' as const, words: ['curd'] }, 'at least two different'],
    [{ kind: 'twoWay' as const, words: ['Curd', 'CURD'] }, 'at least two different'],
    [{ kind: 'oneWay' as const, from: 'cola', words: ['Cola'] }, 'at least one other word'],
  ])('refuses a group of fewer than two entries: %j', (group, message) => {
    expect(() => checkedGroup(group)).toThrow(SynonymGroupTooSmall);
    expect(() => checkedGroup(group)).toThrow(message);
  });

  it.each([
    [['curd', '!!!'], 'has no letters or digits'],
    [['curd', 'a'.repeat(SYNONYM_LIMITS.phraseChars + 1)], `longer than ${SYNONYM_LIMITS.phraseChars} characters`],
    [['curd', 'one two three four five'], `more than ${SYNONYM_LIMITS.phraseWords} words`],
  ])('refuses a phrase the search could not read: %j', (words, message) => {
    expect(() => checkedGroup({ kind: 'twoWay', words })).toThrow(SynonymPhraseInvalid);
    expect(() => checkedGroup({ kind: 'twoWay', words })).toThrow(message);
  });

  it('refuses a general word longer than the phrases a query is read by', () => {
    expect(() => checkedGroup({ kind: 'oneWay', from: 'cold soft drink', words: ['cola'] })).toThrow(
      `more than ${SYNONYM_LIMITS.fromWords} words`,
    );
  });

  it('refuses a group larger than the limit', () => {
    const words = Array.from({ length: SYNONYM_LIMITS.groupEntries + 1 }, (_, i) => `word${i}`);
    expect(() => checkedGroup({ kind: 'twoWay', words })).toThrow(SynonymGroupTooLarge);
  });

  it('ships a starter list that passes the rules, no phrase in two two-way groups nor general word in two one-way groups', () => {
    const groups = [
      ...STARTER_SYNONYMS.twoWay.map((words) => checkedGroup({ kind: 'twoWay', words })),
      ...STARTER_SYNONYMS.oneWay.map(({ from, to }) => checkedGroup({ kind: 'oneWay', from, words: to })),
    ];
    expect(groups.length).toBeGreaterThanOrEqual(100);
    for (const kind of ['twoWay', 'oneWay']) {
      const claimed = groups.filter((group) => group.kind === kind).flatMap(claimedPhrases);
      expect(claimed.filter((phrase, index) => claimed.indexOf(phrase) !== index)).toEqual([]);
    }
  });
});
