import { describe, expect, it } from 'vitest';
import { comparableName, matchName, matchRwandaLocation, typoDistance } from '../../server/lib/rwanda-location-matching.js';

describe('typoDistance', () => {
  it.each([
    ['kimironko', 'kimironko', 0],
    ['kimironkoo', 'kimironko', 1], // one letter too many
    ['kimironk', 'kimironko', 1], // one missing
    ['kimiromko', 'kimironko', 1], // one wrong
    ['kimiornko', 'kimironko', 1], // two swapped
    ['kimironkooo', 'kimironko', 2],
    ['', 'abc', 3],
  ])('%s -> %s is %i', (a, b, distance) => {
    expect(typoDistance(a, b)).toBe(distance);
  });

  it('gives up past its limit', () => {
    expect(typoDistance('abcdefgh', 'zyxwvuts', 1)).toBe(2);
    expect(typoDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('comparableName', () => {
  it('ignores case, accents, spacing and punctuation', () => {
    for (const typed of ['Kimironko', ' kimironko ', 'KIMI-RONKO', 'Kimi ronko', 'Kimirónko', "Kimi'ronko."]) expect(comparableName(typed)).toBe('kimironko');
  });
});

describe('matchName', () => {
  const names = ['Ruhango I', 'Ruhango II', 'Kimironko', 'Kacyiru'];

  it('matches the same name written differently, or one typo away', () => {
    expect(matchName('kacyiru', names)).toEqual({ name: 'Kacyiru' });
    expect(matchName('Kacyru', names)).toEqual({ name: 'Kacyiru' });
    expect(matchName('ruhango-ii', names)).toEqual({ name: 'Ruhango II' });
  });

  it('does not guess between neighbours: "Ruhango" is one typo from Ruhango I and two from Ruhango II', () => {
    const result = matchName('Ruhango', names);
    expect(result.name).toBeNull();
    expect(result).toMatchObject({ suggestions: ['Ruhango I', 'Ruhango II'] });
  });

  it('asks short names to be typed exactly', () => {
    expect(matchName('Jal', ['Jali', 'Jabana']).name).toBeNull();
    expect(matchName('jali', ['Jali', 'Jabana'])).toEqual({ name: 'Jali' });
  });
});

describe('matchRwandaLocation', () => {
  it('answers the official spelling of each level', () => {
    expect(matchRwandaLocation({ district: ' gasabó', sector: 'KIMI-RONKO', village: 'inshuti' })).toEqual({
      matched: true,
      district: 'Gasabo',
      sector: 'Kimironko',
      village: 'Inshuti',
    });
  });

  it('forgives one typo at every level', () => {
    expect(matchRwandaLocation({ district: 'Gasaboo', sector: 'Kimironkoo', village: 'Urumri' })).toMatchObject({
      matched: true,
      district: 'Gasabo',
      sector: 'Kimironko',
      village: 'Urumuri',
    });
    expect(matchRwandaLocation({ district: 'Kicukiro', sector: 'Niboye', village: 'Gatare' })).toMatchObject({ matched: true, sector: 'Niboye' });
  });

  it('asks which district when a typo is as close to two of them', () => {
    expect(matchRwandaLocation({ district: 'Gasbo', sector: 'Kimironko', village: 'Urumuri' })).toMatchObject({
      matched: false,
      message: 'Unknown district "Gasbo". Did you mean Gasabo or Gatsibo?',
    });
  });

  it('names the closest sector when two typos are too many', () => {
    expect(matchRwandaLocation({ district: 'Gasabo', sector: 'Kimironkooo', village: 'Inshuti' })).toEqual({
      matched: false,
      level: 'sector',
      message: 'Unknown sector "Kimironkooo" in Gasabo. Did you mean Kimironko?',
      suggestions: ['Kimironko'],
    });
  });

  it('names the closest villages of the sector', () => {
    const result = matchRwandaLocation({ district: 'Gasabo', sector: 'Kimironko', village: 'Inshuuti x' });
    expect(result).toMatchObject({ matched: false, level: 'village', message: 'Unknown village "Inshuuti x" in Kimironko sector. Did you mean Inshuti?' });
  });

  it('names up to three districts when nothing is close', () => {
    const result = matchRwandaLocation({ district: 'Kigali', sector: 'Remera', village: 'Rukiri I' });
    expect(result.matched).toBe(false);
    if (result.matched) return;
    expect(result.level).toBe('district');
    expect(result.message).toMatch(/^Unknown district "Kigali"\. Did you mean .+\?$/);
    expect(result.suggestions.length).toBeGreaterThan(0);
    expect(result.suggestions.length).toBeLessThanOrEqual(3);
  });

  it('matches every district of Rwanda, delivered to or not (checkout decides delivery)', () => {
    expect(matchRwandaLocation({ district: 'nyamasheke', sector: 'kagano', village: 'Gasharu' })).toMatchObject({ matched: true, district: 'Nyamasheke', sector: 'Kagano' });
    expect(matchRwandaLocation({ district: 'Huyee', sector: 'Ngoma', village: 'Buye' })).toMatchObject({ matched: true, district: 'Huye' });
  });

  it('does not take a sector of another district', () => {
    expect(matchRwandaLocation({ district: 'Kicukiro', sector: 'Kimironko', village: 'Inshuti' })).toMatchObject({ matched: false, level: 'sector' });
  });
});
