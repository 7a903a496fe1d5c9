import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';

/** Why the server said no to an account form, and which input (if any) it was about. */
export interface Refusal {
  message: string;
  field: string | null;
}

/** The parts of a mutation's typed error that the account forms read (see each hook's `... on Error`). */
export interface TypedError {
  readonly __typename: string;
  readonly message?: string;
  readonly field?: string | null;
  readonly retryAfterSeconds?: number;
}

/**
 * Turns a mutation's typed error into what the form shows. The server's own sentence is shown, except where the
 * error's type says all there is to say, so rate limits read in the shopper's language.
 */
export function useReadRefusal(): (error: TypedError) => Refusal {
  const { t } = useLingui();
  return useCallback(
    (error: TypedError) => {
      if (error.__typename === 'RateLimitedError' && error.retryAfterSeconds !== undefined) {
        const seconds = error.retryAfterSeconds;
        return { message: t`Too many attempts. Please try again in ${seconds} seconds.`, field: null };
      }
      return { message: error.message ?? t`Something went wrong. Please try again.`, field: error.field ?? null };
    },
    [t],
  );
}
