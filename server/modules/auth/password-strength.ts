import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { ValidationError } from '../../errors.js';
import type { MailLanguage } from '../../mail/templates.js';

/** zxcvbn's scale is 0-4; 3 means "safely unguessable" against an online attack with throttling. */
const MINIMUM_SCORE = 3;

/** Words any Isoko password is weaker for containing, besides the user's own name and e-mail. */
const SITE_WORDS = ['isoko', 'isoko.rw'];

/** The refusal, in the user's language; the project keeps its en/rw/fr copy in code (see server/mail/templates.ts). */
const weakPasswordMessage: Record<MailLanguage, string> = {
  en: 'This password is too easy to guess. Choose a longer one mixing words, numbers and symbols, and do not use your name, your e-mail or a common password.',
  rw: "Iri jambo ry'ibanga riroroshye gukekwa. Hitamo irirerire rivanze amagambo, imibare n'ibimenyetso, kandi ntukoreshe izina ryawe, imeyili yawe cyangwa ijambo ry'ibanga rikoreshwa na benshi.",
  fr: "Ce mot de passe est trop facile à deviner. Choisissez-en un plus long mêlant mots, chiffres et symboles, sans votre nom, votre e-mail ni un mot de passe courant.",
};

let checker: Promise<ZxcvbnFactory> | null = null;

/** The dictionaries (a few MB) are loaded on the first password set, once per process, not at start-up. */
function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-fr'),
  ]).then(
    ([core, common, english, french]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary, ...french.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
        // Levenshtein matching costs about a second per check on this hardware; l33t and reversed words stay.
        useLevenshteinDistance: false,
      }),
  );
  return checker;
}

/** The pieces of a user's identity a guesser would try first: the name, its words, the e-mail and its local part. */
function personalWords(person: { name?: string | null; email?: string | null }): string[] {
  const words = new Set<string>(SITE_WORDS);
  for (const value of [person.name, person.email]) {
    if (!value) continue;
    words.add(value.toLowerCase());
    for (const part of value.toLowerCase().split(/[\s@._+-]+/)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/**
 * Refuses a common or easily guessed new password (zxcvbn score below 3, or built on the user's own name or
 * e-mail) with a ValidationError on `field`, in the user's language. Only new passwords are checked: existing
 * accounts (the README's demo ones included) still sign in with theirs.
 */
export async function assertStrongPassword(
  password: string,
  person: { name?: string | null; email?: string | null },
  options: { field: string; language?: MailLanguage },
): Promise<void> {
  const zxcvbn = await loadChecker();
  const result = zxcvbn.check(password, personalWords(person));
  if (result.score < MINIMUM_SCORE) throw new ValidationError(weakPasswordMessage[options.language ?? 'en'], options.field);
}
