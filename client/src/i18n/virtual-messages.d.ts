/** A language's merged catalogues of one group (catalogueBuild.ts). */
declare module 'virtual:isoko-messages/*' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
