import { graphql } from 'react-relay/hooks';

// Sent by the network layer itself (not through a component) when the access token has expired.
export const refreshSessionMutation = graphql`
  mutation RefreshSessionMutation($input: RefreshTokenInput!) {
    refreshToken(input: $input) {
      __typename
      ... on RefreshTokenPayload {
        accessToken
        refreshToken
      }
    }
  }
`;
