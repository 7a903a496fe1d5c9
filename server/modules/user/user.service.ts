import { type RequestContext, requireViewer } from '../../context.js';
import type { User } from '../../generated/prisma/client.js';
import { parseInput } from '../../lib/validation.js';
import { type SetLanguageInput, setLanguageInput } from './user.inputs.js';

/**
 * Sets the signed-in user's interface and e-mail language, as the web app's language switcher chooses it, so
 * their next sign-in on another device and the shop's e-mails speak the same language.
 */
export async function setLanguage(context: RequestContext, rawInput: SetLanguageInput): Promise<User> {
  const viewer = requireViewer(context);
  const { language } = parseInput(setLanguageInput, rawInput);
  return context.db.prisma.user.update({ where: { id: viewer.id }, data: { language } });
}
