/** Marks a form whose press waits for the app on a rendered page (`data-early="hold"`). */
export const HOLD_EARLY_PRESS = 'hold';

/**
 * Presses made on a rendered page before the app has taken over. A form marked `data-early="hold"` (Add to cart)
 * would otherwise go where it goes without JavaScript (the cart's page, which asks for it): the press is held, its
 * button marked busy, and made again once the app is ready, so the product is added here as the shopper meant.
 * Returns what to call if the app cannot start: the held forms then go where they go without it.
 */
export function holdEarlyPresses(): () => void {
  const root = document.documentElement;
  const held = new Map<HTMLFormElement, HTMLElement>();
  const hold = (event: SubmitEvent) => {
    const form = event.target;
    if (root.dataset.app === 'ready' || !(form instanceof HTMLFormElement) || form.dataset.early !== HOLD_EARLY_PRESS) return;
    event.preventDefault();
    const button = event.submitter ?? form.querySelector('button');
    if (!button || held.has(form)) return;
    held.set(form, button);
    button.setAttribute('aria-busy', 'true');
  };
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('submit', hold, true);
  };
  const observer = new MutationObserver(() => {
    if (root.dataset.app !== 'ready') return;
    stop();
    for (const button of held.values()) {
      button.removeAttribute('aria-busy');
      if (button.isConnected) button.click();
    }
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-app'] });
  document.addEventListener('submit', hold, true);
  return () => {
    stop();
    for (const form of held.keys()) if (form.isConnected) form.submit();
  };
}
