import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState, useTransition } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { BackIcon, SearchIcon } from '../shell/icons';
import { setSearchPending } from './searchPending';
import { usePrefersReducedMotion, useTypingAnimation } from './typingAnimation';
import * as styles from './SearchBar.css';

/**
 * The header's search. On the search page it is the search field; everywhere else a link to it that types
 * example searches, to show what the shop sells.
 */
export function SearchBar() {
  return useLocation().pathname === '/search' ? <SearchField /> : <SearchLink />;
}

function SearchLink() {
  const { t } = useLingui();
  const examples = useMemo(
    () => [t`Shoes`, t`Clothes`, t`Phone`, t`Smart Watch`, t`Wigs`, t`Fridges`, t`Sandles`, t`Hair Straighteners`, t`Carpets`],
    [t],
  );
  const animate = !usePrefersReducedMotion();
  return (
    <Link to="/search" className={styles.bar} aria-label={t`Search products`}>
      <SearchIcon size={20} className={styles.icon} />
      <span className={styles.prompt} aria-hidden="true">
        <TypedExample examples={examples} animate={animate} />
      </span>
    </Link>
  );
}

/** The example being typed: its own component, so each frame re-renders only this text. */
function TypedExample({ examples, animate }: { examples: readonly string[]; animate: boolean }) {
  const text = useTypingAnimation(examples, animate);
  return (
    <Trans>
      Search "{text}
      <span className={animate ? styles.caret : styles.noCaret} />"
    </Trans>
  );
}

/** How long typing must pause before the results follow it: a search per word, not per letter. */
const SEARCH_AS_YOU_TYPE_PAUSE_MS = 350;

function SearchField() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  // The shopper came here to type: the field takes the focus (the specification asks for autofocus), once the page
  // has painted. Focusing lays the page out at once, which on a slow phone delayed the first paint of the results;
  // a shopper who has already moved the focus keeps it.
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        if (document.activeElement === null || document.activeElement === document.body) input.current?.focus();
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  const q = searchParams.get('q') ?? '';
  const [text, setText] = useState(q);
  // The field follows the address when it changes from outside (Back, a link): it always shows the search on screen.
  // A change the typing itself made leaves the field alone, spaces and all.
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    if (text.trim() !== q) setText(q);
  }
  // The results of the previous search stay on screen while the new ones load (no blank page, no skeleton flash).
  const [isPending, startTransition] = useTransition();
  useEffect(() => {
    setSearchPending(isPending);
  }, [isPending]);
  useEffect(() => () => setSearchPending(false), []);

  const search = (words: string, history: 'push' | 'replace') => {
    startTransition(async () => {
      await navigate(`/search?${new URLSearchParams({ q: words }).toString()}`, { replace: history === 'replace' });
    });
  };
  // Results follow the typing once the shopper pauses; the address keeps in step (replaced, so Back does not step
  // through every letter). Enter still searches at once.
  const typingPause = useRef(0);
  useEffect(() => {
    const words = text.trim();
    if (words === q) return;
    typingPause.current = window.setTimeout(() => search(words, 'replace'), SEARCH_AS_YOU_TYPE_PAUSE_MS);
    return () => window.clearTimeout(typingPause.current);
    // `search` is made anew each render and only reads stable values; the pause restarts on text and address alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, q]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    window.clearTimeout(typingPause.current);
    search(text.trim(), 'push');
  };
  return (
    <form role="search" action="/search" className={styles.bar} onSubmit={submit} aria-busy={isPending}>
      <Link to="/" className={styles.back} aria-label={t`Back to the home page`}>
        <BackIcon size={22} />
      </Link>
      <button type="submit" className={styles.submit} aria-label={t`Search`}>
        <SearchIcon size={20} />
      </button>
      <label htmlFor={inputId} className="visually-hidden">
        <Trans>Search products</Trans>
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="search"
        name="q"
        ref={input}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t`Search for atta dal and more.`}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {isPending ? <span className={styles.spinner} aria-hidden="true" /> : null}
    </form>
  );
}
