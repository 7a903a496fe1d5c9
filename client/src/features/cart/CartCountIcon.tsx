import { CartIcon } from './CartIcon';

/**
 * The cart pictogram with the item count on it (hidden at zero, "99+" above 99), for the header's cart button and the
 * bottom navigation. The badge's look is the caller's; the count is read out by the control's own label.
 */
export function CartCountIcon({ count, wrapClassName, badgeClassName }: { count: number; wrapClassName: string; badgeClassName: string }) {
  return (
    <span className={wrapClassName}>
      <CartIcon />
      {count > 0 ? (
        <span className={badgeClassName} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </span>
  );
}
