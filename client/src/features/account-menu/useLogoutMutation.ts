import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { useLogoutMutation as Mutation } from '../../__generated__/useLogoutMutation.graphql';
import { clearSession } from '../../relay/session';

// How long Log Out waits for the server to end the session before signing out locally all the same.
const LOGOUT_WAIT_MS = 2500;

/**
 * Logs the shopper out: the server is asked to end the session (best effort: on flaky data the shopper is not kept
 * waiting), then the tokens are forgotten and the home page shows as a visitor sees it.
 */
export function useLogoutMutation(): [() => void, boolean] {
  const navigate = useNavigate();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useLogoutMutation {
      logout {
        __typename
      }
    }
  `);
  const logOut = useCallback(() => {
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      window.clearTimeout(timer);
      clearSession();
      void navigate('/');
    };
    const timer = window.setTimeout(finish, LOGOUT_WAIT_MS);
    commit({ variables: {}, onCompleted: finish, onError: finish });
  }, [commit, navigate]);
  return [logOut, isInFlight];
}
