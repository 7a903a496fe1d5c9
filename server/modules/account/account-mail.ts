import { emailChangedMail, passwordChangedMail, passwordResetCodeMail } from '../../mail/templates.js';
import type { MessageComposers } from '../outbox/outbox-compose.js';

/** How the messages about an account are worded: a password's reset code, a password changed, an e-mail address changed. */
export const accountMessageComposers: Pick<MessageComposers, 'password-code' | 'password-changed' | 'email-changed'> = {
  'password-code': async (_db, message, reader) => passwordResetCodeMail({ ...reader, code: message.code, validMinutes: message.validMinutes }),
  'password-changed': async (_db, _message, reader) => passwordChangedMail(reader),
  'email-changed': async (_db, message, reader) => emailChangedMail({ ...reader, newEmail: message.newEmail }),
};
