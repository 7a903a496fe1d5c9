import { createRequire } from 'node:module';

/** The part of the `rwanda` package (national administrative data) used here; it ships no types. */
interface RwandaData {
  Provinces(): string[];
  Districts(province: string): string[];
  Sectors(province: string, district: string): string[];
  Cells(province: string, district: string, sector: string): string[];
  Villages(province: string, district: string, sector: string, cell: string): string[];
}

interface DistrictEntry {
  name: string;
  province: string;
  /** Sector name -> the sorted, de-duplicated villages of all its cells. */
  sectors: Map<string, { name: string; villages: string[]; villageKeys: Map<string, string> }>;
  sectorKeys: Map<string, string>;
}

const key = (name: string) => name.trim().toLowerCase();
const byName = (a: string, b: string) => a.localeCompare(b, 'en');

let index: Map<string, DistrictEntry> | null = null;

/**
 * District > Sector > Village, built once from the package. The shop's addresses skip the cell level, so a
 * sector's villages are those of every cell in it (a name found in two cells appears once).
 */
function locationIndex(): Map<string, DistrictEntry> {
  if (index) return index;
  const rwanda = createRequire(import.meta.url)('rwanda') as RwandaData;
  const built = new Map<string, DistrictEntry>();
  for (const province of rwanda.Provinces()) {
    for (const district of rwanda.Districts(province)) {
      const entry: DistrictEntry = { name: district, province, sectors: new Map(), sectorKeys: new Map() };
      for (const sector of rwanda.Sectors(province, district)) {
        const villages = new Set<string>();
        for (const cell of rwanda.Cells(province, district, sector)) {
          for (const village of rwanda.Villages(province, district, sector, cell)) villages.add(village.trim());
        }
        const sorted = [...villages].sort(byName);
        entry.sectors.set(sector, { name: sector, villages: sorted, villageKeys: new Map(sorted.map((village) => [key(village), village])) });
        entry.sectorKeys.set(key(sector), sector);
      }
      built.set(key(district), entry);
    }
  }
  index = built;
  return built;
}

/** Every district of Rwanda, sorted. */
export function allDistricts(): string[] {
  return [...locationIndex().values()].map((district) => district.name).sort(byName);
}

/** The official spelling of a district name given in any case, or null when there is no such district. */
export function canonicalDistrict(name: string): string | null {
  return locationIndex().get(key(name))?.name ?? null;
}

/** The official spelling of a sector of the district, or null when the sector is not in it. */
export function canonicalSector(district: string, sector: string): string | null {
  return locationIndex().get(key(district))?.sectorKeys.get(key(sector)) ?? null;
}

/** The official spelling of a village of the sector (in any of its cells), or null when it is not there. */
export function canonicalVillage(district: string, sector: string, village: string): string | null {
  const sectorName = canonicalSector(district, sector);
  if (!sectorName) return null;
  return locationIndex().get(key(district))!.sectors.get(sectorName)!.villageKeys.get(key(village)) ?? null;
}

/** The sorted sectors of a district; empty for an unknown district. */
export function sectorsOf(district: string): string[] {
  const entry = locationIndex().get(key(district));
  return entry ? [...entry.sectors.keys()].sort(byName) : [];
}

/** The sorted, de-duplicated villages of a sector; empty when the sector is not in the district. */
export function villagesOf(district: string, sector: string): string[] {
  const sectorName = canonicalSector(district, sector);
  return sectorName ? [...locationIndex().get(key(district))!.sectors.get(sectorName)!.villages] : [];
}

/** The province of a district ('Kigali', 'North', 'South', 'East', 'West'); null for an unknown district. */
export function provinceOf(district: string): string | null {
  return locationIndex().get(key(district))?.province ?? null;
}

/** Districts in the order people in Rwanda list them: the capital's (Kigali) first, then the rest by name. */
export function byCapitalFirst(a: string, b: string): number {
  const capital = (district: string) => (provinceOf(district) === 'Kigali' ? 0 : 1);
  return capital(a) - capital(b) || byName(a, b);
}
