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
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setText(q);
  }
  // The results of the previous search stay on screen while the new ones load (no blank page, no skeleton flash).
  const [isPending, startTransition] = useTransition();
  useEffect(() => {
    setSearchPending(isPending);
  }, [isPending]);
  useEffect(() => () => setSearchPending(false), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = new URLSearchParams({ q: text.trim() });
    startTransition(async () => {
      await navigate(`/search?${search.toString()}`);
    });
  };
  return (
    <form role="search" className={styles.bar} onSubmit={submit} aria-busy={isPending}>
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
