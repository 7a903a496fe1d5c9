/** How often the badges poll (the specification's figures): the menu's links every 30 s, the header every 10 s. */
export const MENU_POLL_MS = 30_000;
export const HEADER_POLL_MS = 10_000;
