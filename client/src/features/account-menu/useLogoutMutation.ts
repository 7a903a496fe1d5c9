import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import { commitLocalUpdate } from 'relay-runtime';
import type { useLogoutMutation as Mutation } from '../../__generated__/useLogoutMutation.graphql';
import { clearSession } from '../../relay/session';

// How long Log Out waits for the server to end the session before signing out locally all the same.
const LOGOUT_WAIT_MS = 2500;

/**
 * Logs the shopper out: the server is asked to end the session (best effort: on flaky data the shopper is not kept
 * waiting), then the store's viewer and the tokens are forgotten and the home page shows as a visitor sees it.
 */
export function useLogoutMutation(): [() => void, boolean] {
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
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
      // Home first: a signed-in page left open (the phone's /user) would otherwise see the session end and send
      // the visitor to /login. Then the shopper is forgotten in the store at once: on slow data the header would
      // otherwise keep their name until the layout's refetch answers.
      void Promise.resolve(navigate('/')).finally(() => {
        commitLocalUpdate(environment, (store) => store.getRoot().setValue(null, 'viewer'));
        clearSession();
      });
    };
    const timer = window.setTimeout(finish, LOGOUT_WAIT_MS);
    commit({ variables: {}, onCompleted: finish, onError: finish });
  }, [commit, environment, navigate]);
  return [logOut, isInFlight];
}
