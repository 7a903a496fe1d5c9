import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RegisterInput, useRegisterMutation as Mutation } from '../../__generated__/useRegisterMutation.graphql';
import { type Refusal, useReadRefusal } from './refusal';

interface Handlers {
  onRegistered: () => void;
  onRefused: (refusal: Refusal) => void;
}

/**
 * Creates a shopper account (sign-in is a separate step, as the specification has it). A refusal (the e-mail is
 * taken, a weak password, a rate limit) comes with the field it concerns.
 */
export function useRegisterMutation(): [(input: RegisterInput, handlers: Handlers) => void, boolean] {
  const readRefusal = useReadRefusal();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useRegisterMutation($input: RegisterInput!) {
      register(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on ValidationError {
          field
        }
        ... on ConflictError {
          field
        }
        ... on RateLimitedError {
          retryAfterSeconds
        }
      }
    }
  `);
  const register = useCallback(
    (input: RegisterInput, handlers: Handlers) =>
      commit({
        variables: { input },
        onCompleted: ({ register: result }) => {
          if (result.__typename === 'RegisterPayload') handlers.onRegistered();
          else handlers.onRefused(readRefusal(result));
        },
        onError: (error) => handlers.onRefused({ message: error.message, field: null }),
      }),
    [commit, readRefusal],
  );
  return [register, isInFlight];
}
