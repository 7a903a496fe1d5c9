/** What a route tells the shell about its page (react-router's `handle`). */
export interface PageHandle {
  /**
   * The page's own main action (Add, Proceed, Cash on Delivery, Cancel Order, a form's submit) may sit anywhere on
   * the screen: nothing floats over it, so the help assistant gives way where the screen has no free margin.
   */
  primaryActions?: boolean;
}

/** The handle of a page built around its own actions. */
export const actionPage: PageHandle = { primaryActions: true };
