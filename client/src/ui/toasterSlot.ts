import { createContext, type ReactNode } from 'react';

/**
 * The app's toast area, handed down by the shell. A modal dialog makes the page behind it inert (hidden from screen
 * readers, under the backdrop), so every open dialog draws this toast area inside itself as well.
 */
export const ToasterSlot = createContext<ReactNode>(null);
