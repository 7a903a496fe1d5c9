/**
 * What each step of password recovery passes to the next in the router's location state (the specification:
 * e-mail -> code -> new password, each step depending on the one before). Nothing of it is stored anywhere else,
 * so a reload or a shared link starts the recovery again.
 */

/** From /forgot-password to /verification-otp (and back, to send a new code to the same address). */
export interface CodeSentState {
  email: string;
  codeValidForMinutes?: number;
}

/** From /verification-otp to /reset-password: the verified code's grant. */
export interface CodeVerifiedState {
  email: string;
  resetToken: string;
  expiresAt: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The e-mail a previous screen passed along (register and reset pass it to /login too), or null. */
export function passedEmail(state: unknown): string | null {
  return isRecord(state) && typeof state.email === 'string' && state.email !== '' ? state.email : null;
}

/** The code-sent state, or null when the shopper did not come from /forgot-password. */
export function readCodeSent(state: unknown): CodeSentState | null {
  const email = passedEmail(state);
  if (!email || !isRecord(state)) return null;
  return { email, codeValidForMinutes: typeof state.codeValidForMinutes === 'number' ? state.codeValidForMinutes : undefined };
}

/** The verified code's grant, or null when there was no successful verification. */
export function readCodeVerified(state: unknown): CodeVerifiedState | null {
  const email = passedEmail(state);
  if (!email || !isRecord(state) || typeof state.resetToken !== 'string' || state.resetToken === '') return null;
  return { email, resetToken: state.resetToken, expiresAt: typeof state.expiresAt === 'string' ? state.expiresAt : '' };
}
