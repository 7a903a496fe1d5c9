import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
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

/** How long the checker's thread stays after its last check before it ends and gives its memory back. */
export const CHECKER_IDLE_MS = 15_000;

/**
 * The checker's thread, as CommonJS run by the worker (the zxcvbn packages' main files are CommonJS). It is handed
 * the packages' resolved files, so it loads the same ones from the bundle, the sources or the tests.
 */
const CHECKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const [core, common, english, french] = workerData.packages.map((file) => require(file));
const zxcvbn = new core.ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary, ...french.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
  useLevenshteinDistance: workerData.useLevenshteinDistance,
});
parentPort.on('message', ({ id, password, personalWords }) => {
  try {
    parentPort.postMessage({ id, score: zxcvbn.check(password, personalWords).score });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.stack || error) });
  }
});
`;

interface CheckerThread {
  worker: Worker;
  /** The checks sent to it and not answered yet, by id. */
  waiting: Map<number, { resolve: (score: number) => void; reject: (error: Error) => void }>;
}

interface CheckerAnswer {
  id: number;
  score?: number;
  error?: string;
}

/**
 * zxcvbn in a thread of its own, started on the first password set and ended CHECKER_IDLE_MS after the last.
 * Its English, French and common dictionaries are about 330,000 words held as objects keyed by word: loaded in the
 * server's own heap they kept about 30 MB live for good, and each check's garbage came on top, for a check made only
 * when someone registers or changes a password. Ended, the thread gives all of it back (about 170 MB resident while it
 * runs, 16 MB more than before it started once it ends, measured alone). A check also no longer holds the server's
 * event loop (the first takes about 0.3 s with the loading, the next ones 20-30 ms). A burst of registrations keeps the
 * thread; the first one after a quiet spell waits for the loading again, as the first one after a start always did.
 * bench/memory.ts (2,000 mixed requests with 40-odd registrations, then 10 s idle): 378-401 MB resident settled with
 * the dictionaries in the server's heap, 321-341 MB with this thread.
 */
class PasswordChecker {
  #thread: CheckerThread | null = null;
  #nextId = 0;
  #idleTimer: NodeJS.Timeout | null = null;

  score(password: string, personalWords: string[]): Promise<number> {
    const thread = this.#thread ?? this.#start();
    if (this.#idleTimer) clearTimeout(this.#idleTimer);
    this.#idleTimer = null;
    const id = (this.#nextId += 1);
    thread.worker.ref();
    return new Promise<number>((resolve, reject) => {
      thread.waiting.set(id, { resolve, reject });
      thread.worker.postMessage({ id, password, personalWords });
    });
  }

  #start(): CheckerThread {
    const require = createRequire(import.meta.url);
    const packages = ['@zxcvbn-ts/core', '@zxcvbn-ts/language-common', '@zxcvbn-ts/language-en', '@zxcvbn-ts/language-fr'].map((name) => require.resolve(name));
    // Levenshtein matching costs about a second per check on this hardware; l33t and reversed words stay.
    const worker = new Worker(CHECKER_SOURCE, { eval: true, workerData: { packages, useLevenshteinDistance: false } });
    const thread: CheckerThread = { worker, waiting: new Map() };
    worker.on('message', (answer: CheckerAnswer) => {
      const waiting = thread.waiting.get(answer.id);
      if (!waiting) return;
      thread.waiting.delete(answer.id);
      if (answer.error !== undefined) waiting.reject(new Error(`password check failed: ${answer.error}`));
      else waiting.resolve(answer.score!);
      if (thread.waiting.size === 0) this.#idle(thread);
    });
    worker.on('error', (error) => this.#ended(thread, error));
    worker.on('exit', (code) => this.#ended(thread, new Error(`the password checker stopped (exit code ${code})`)));
    this.#thread = thread;
    return thread;
  }

  /** Nothing waits: the thread no longer keeps the process alive, and ends unless a check comes within CHECKER_IDLE_MS. */
  #idle(thread: CheckerThread): void {
    thread.worker.unref();
    if (this.#idleTimer) clearTimeout(this.#idleTimer);
    this.#idleTimer = setTimeout(() => {
      this.#idleTimer = null;
      if (this.#thread !== thread || thread.waiting.size > 0) return;
      this.#thread = null;
      void thread.worker.terminate();
    }, CHECKER_IDLE_MS);
    this.#idleTimer.unref();
  }

  /** The thread failed or ended: the checks waiting on it fail, and the next check starts a new one. */
  #ended(thread: CheckerThread, error: Error): void {
    if (this.#thread === thread) this.#thread = null;
    for (const waiting of thread.waiting.values()) waiting.reject(error);
    thread.waiting.clear();
  }
}

const checker = new PasswordChecker();

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
  const score = await checker.score(password, personalWords(person));
  if (score < MINIMUM_SCORE) throw new ValidationError(weakPasswordMessage[options.language ?? 'en'], options.field);
}
