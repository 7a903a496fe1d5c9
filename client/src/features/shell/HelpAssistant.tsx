import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef } from 'react';
import { withLaterMessages } from '../../i18n/i18n';
import { closeHelp, toggleHelp, useHelpOpen } from './helpPanel';
import { CloseIcon, HelpIcon } from './icons';
import * as styles from './HelpAssistant.css';

const HelpAnswers = lazy(() => withLaterMessages(import('./HelpAnswers')).then((module) => ({ default: module.HelpAnswers })));

/**
 * The help assistant: a small panel of the questions shoppers ask most, each opening to the shop's answer. A
 * non-modal disclosure: the page stays usable, Escape closes it and focus goes back to what opened it. Its round
 * launcher shows only where the screen has a free margin beside the page (from 1360 px), so it never covers a
 * button of the page; narrower screens open it from the bottom navigation (phones) or the footer.
 */
export function HelpAssistant() {
  const { t } = useLingui();
  const open = useHelpOpen();
  const panelId = useId();
  const titleId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      const target = event.target as Element | null;
      // A Help entry elsewhere toggles the panel itself.
      if (!wrapper.current?.contains(target) && !target?.closest?.('[data-help-entry]')) closeHelp(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const close = () => closeHelp(true);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };

  return (
    <div ref={wrapper} className={styles.wrapper} onKeyDown={onKeyDown}>
      <section
        ref={panel}
        id={panelId}
        className={styles.panel}
        hidden={!open}
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.panelHeader}>
          <div>
            <h2 id={titleId} className={styles.title}>
              <Trans>Need help?</Trans>
            </h2>
            <p className={styles.subtitle}>
              <Trans>Tap a question to see the answer.</Trans>
            </p>
          </div>
          <button type="button" className={styles.close} onClick={close} aria-label={t`Close help`}>
            <CloseIcon size={20} />
          </button>
        </div>
        {/* The answers' code comes when the panel first opens: most visits never open it. */}
        {open && (
          <Suspense fallback={<p className={styles.subtitle}>{t`Loading...`}</p>}>
            <HelpAnswers />
          </Suspense>
        )}
      </section>
      <button
        ref={button}
        type="button"
        className={styles.launcher}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t`Help`}
        onClick={() => toggleHelp(button.current)}
      >
        {open ? <CloseIcon size={26} /> : <HelpIcon size={28} />}
      </button>
    </div>
  );
}
