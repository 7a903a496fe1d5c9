import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { allDistricts, canonicalDistrict, canonicalSector, canonicalVillage, sectorsOf, villagesOf } from '../../server/lib/rwanda-locations.js';

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

describe('ADDRESS_DISTRICTS', () => {
  it("defaults to the specification's 17 districts", () => {
    expect(loadConfig({}).ADDRESS_DISTRICTS).toHaveLength(17);
  });

  it('takes a comma-separated list in the official spelling, and refuses names that are not districts', () => {
    expect(loadConfig({ ADDRESS_DISTRICTS: ' kicukiro, Gasabo ,musanze' }).ADDRESS_DISTRICTS).toEqual(['Kicukiro', 'Gasabo', 'Musanze']);
    expect(() => loadConfig({ ADDRESS_DISTRICTS: 'Gasabo,Atlantis' })).toThrow(/ADDRESS_DISTRICTS: not districts of Rwanda: Atlantis/);
    expect(() => loadConfig({ ADDRESS_DISTRICTS: ' , ' })).toThrow(/ADDRESS_DISTRICTS: must name at least one district/);
  });
});
