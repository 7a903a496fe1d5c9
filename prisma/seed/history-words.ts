// Words the demo history is written with: shoppers' names, places they live, and what they say about products.
// Names are common Rwandan ones (Kinyarwanda family names, Kinyarwanda and Christian first names).

export const FIRST_NAMES = [
  'Aline', 'Jean Claude', 'Diane', 'Eric', 'Claudine', 'Patrick', 'Solange', 'Emmanuel', 'Divine', 'Olivier',
  'Chantal', 'Innocent', 'Grace', 'Jean Paul', 'Josiane', 'Fabrice', 'Vestine', 'Théoneste', 'Clarisse', 'Yves',
  'Annet', 'Jean de Dieu', 'Esperance', 'Didier', 'Umutoni', 'Kevin', 'Immaculée', 'Gilbert', 'Sandrine', 'Alphonse',
  'Mukamana', 'Cédric', 'Liliane', 'Janvier', 'Nadine', 'Samuel', 'Odette', 'Pacifique', 'Ange', 'Félicien',
  'Keza', 'Irakoze', 'Ineza', 'Gisele', 'Thierry', 'Marie Rose', 'Aimable', 'Jeanne', 'Hirwa', 'Belyse',
] as const;

export const FAMILY_NAMES = [
  'Uwase', 'Niyonzima', 'Mukamana', 'Habimana', 'Uwimana', 'Nshimiyimana', 'Ingabire', 'Mugisha', 'Uwera', 'Hakizimana',
  'Mukandayisenga', 'Ndayisaba', 'Iradukunda', 'Nsengiyumva', 'Umutoni', 'Bizimana', 'Kamanzi', 'Uwamahoro', 'Twagirayezu', 'Mutesi',
  'Nkurunziza', 'Ishimwe', 'Munyaneza', 'Uwizeye', 'Gatera', 'Mukeshimana', 'Rukundo', 'Niyitegeka', 'Kayitesi', 'Tuyishime',
] as const;

/** Where a courier finds the house: a street name (Kigali's numbered streets) or a landmark, by district. */
export const STREETS: Record<string, readonly string[]> = {
  Gasabo: ['KG 11 Ave', 'KG 17 Ave', 'KG 9 Ave', 'KG 541 St', 'KG 7 Ave', 'Near Kimironko market', 'Behind Kibagabaga hospital', 'Near the Remera bus park'],
  Kicukiro: ['KK 15 Rd', 'KK 31 Ave', 'KK 737 St', 'KK 500 St', 'Near Sonatubes', 'Behind Kicukiro centre', 'Near Gikondo parish'],
  Nyarugenge: ['KN 3 Rd', 'KN 82 St', 'KN 5 Rd', 'KN 2 Ave', 'Near Nyabugogo bus park', 'Behind Kiyovu health centre', 'Near Nyamirambo stadium'],
  Musanze: ['NR 4 Road', 'Near Musanze market', 'Behind Ruhengeri hospital', 'Near the bus park', 'Avenue de la Paix'],
};
/** For a served district this list does not know. */
export const ANY_STREET = ['Near the market', 'Near the sector office', 'Behind the health centre', 'Near the parish church'] as const;

export type ReviewLanguage = 'en' | 'rw' | 'fr';

/** Short comments by how many stars they go with (1-5) and language. */
export const REVIEW_COMMENTS: Record<1 | 2 | 3 | 4 | 5, Record<ReviewLanguage, readonly string[]>> = {
  5: {
    en: ['Excellent quality, will buy again.', 'Fresh and delivered on time. Thank you!', 'Exactly as described, my family loves it.', 'Best price in Kigali for this.', 'Very good, the courier was polite too.'],
    rw: ['Ni byiza cyane, nzongera ngure.', 'Byageze ku gihe kandi ari bishya. Murakoze!', 'Ibicuruzwa byiza cyane, ndabishimye.', 'Igiciro cyiza kandi ubwiza ni bwinshi.'],
    fr: ['Excellente qualité, je recommande.', 'Frais et livré à temps. Merci !', 'Très bon produit, toute la famille aime.', 'Parfait, comme décrit.'],
  },
  4: {
    en: ['Good product, a bit pricey.', 'Good quality, delivery took a little longer.', 'Nice, I would order again.', 'Good value for money.'],
    rw: ['Ni byiza, ariko igiciro kiri hejuru gato.', 'Ni byiza, byatinze gato kugera.', 'Ndabikunze, nzongera.'],
    fr: ['Bon produit, un peu cher.', 'Bonne qualité, livraison un peu lente.', 'Bien, je recommanderai.'],
  },
  3: {
    en: ['It is okay.', 'Average quality for the price.', 'Fine, but the packaging was damaged.'],
    rw: ['Ni sawa.', 'Ni hagati na hagati.', 'Ni byiza ariko ipaki yari yangiritse.'],
    fr: ['Correct, sans plus.', 'Qualité moyenne pour le prix.', "C'est bien, mais l'emballage était abîmé."],
  },
  2: {
    en: ['Not as fresh as I hoped.', 'Smaller than I expected.'],
    rw: ['Ntibyari bishya nk’uko nabyifuzaga.', 'Ni bito kurusha uko nabitekerezaga.'],
    fr: ["Pas aussi frais que je l'espérais.", 'Plus petit que prévu.'],
  },
  1: {
    en: ['Arrived damaged, disappointed.', 'Not good this time.'],
    rw: ['Byageze byangiritse, ntabwo nishimye.', 'Ntabwo ari byiza iyi nshuro.'],
    fr: ['Arrivé abîmé, déçu.', 'Pas bon cette fois.'],
  },
};
