import { describe, expect, it } from 'vitest';
import { allDistricts, byCapitalFirst, canonicalDistrict, canonicalSector, canonicalVillage, provinceOf, sectorsOf, villagesOf } from '../../server/lib/rwanda-locations.js';

describe('Rwandan locations', () => {
  it("knows Rwanda's 30 districts and matches names in any case", () => {
    expect(allDistricts()).toHaveLength(30);
    expect(canonicalDistrict(' gasabo ')).toBe('Gasabo');
    expect(canonicalDistrict('Atlantis')).toBeNull();
  });

  it('nests villages in sectors in districts, across the cells of a sector', () => {
    expect(canonicalSector('Gasabo', 'kimironko')).toBe('Kimironko');
    expect(canonicalSector('Gasabo', 'Muhoza')).toBeNull();
    expect(canonicalVillage('Gasabo', 'Kimironko', 'IMENA')).toBe('Imena');
    expect(canonicalVillage('Gasabo', 'Kimironko', 'Cyarwa')).toBeNull();
    const villages = villagesOf('Musanze', 'Muhoza');
    expect(villages).toEqual([...new Set(villages)].sort((a, b) => a.localeCompare(b, 'en')));
    // Buhoro and Yorodani are in different cells of Muhoza.
    expect(villages).toEqual(expect.arrayContaining(['Buhoro', 'Yorodani']));
    expect(sectorsOf('Nowhere')).toEqual([]);
  });
});

describe('districts in the order people list them', () => {
  it("puts the capital's three districts first, then the rest by name", () => {
    const ordered = ['Musanze', 'Rusizi', 'Nyarugenge', 'Huye', 'Gasabo', 'Kicukiro'].sort(byCapitalFirst);
    expect(ordered).toEqual(['Gasabo', 'Kicukiro', 'Nyarugenge', 'Huye', 'Musanze', 'Rusizi']);
    expect(provinceOf('Musanze')).toBe('North');
    expect(provinceOf('Atlantis')).toBeNull();
  });
});
