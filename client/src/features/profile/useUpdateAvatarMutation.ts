import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateAvatarMutation as Mutation } from '../../__generated__/useUpdateAvatarMutation.graphql';
import { onUploadProgress } from '../../relay/uploads';
import { toast } from '../../ui/toast';

/**
 * Uploads a new profile picture (a GraphQL multipart request). The payload's user carries the new avatar, so
 * every screen showing it updates at once. `progress` is the share of the file sent so far (0 to 1) while it runs.
 */
export function useUpdateAvatarMutation(): [(file: File, handlers: { onUploaded: () => void }) => void, boolean, number] {
  const { t } = useLingui();
  const [progress, setProgress] = useState(0);
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateAvatarMutation($input: UpdateAvatarInput!) {
      updateAvatar(input: $input) {
        __typename
        ... on UpdateAvatarPayload {
          user {
            ...ProfileAvatar_user
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const upload = useCallback(
    (file: File, handlers: { onUploaded: () => void }) => {
      setProgress(0);
      const stopWatching = onUploadProgress(file, setProgress);
      const failed = (serverMessage?: string) => {
        stopWatching();
        toast.error(t`Error uploading image. Please try again.`);
        if (serverMessage) toast.error(serverMessage);
      };
      commit({
        variables: { input: { file } },
        uploadables: { 'input.file': file },
        onCompleted: ({ updateAvatar }) => {
          if (updateAvatar.__typename !== 'UpdateAvatarPayload') {
            failed(updateAvatar.message);
            return;
          }
          stopWatching();
          toast.success(t`Profile picture updated`);
          handlers.onUploaded();
        },
        onError: (error) => failed(error.message),
      });
    },
    [commit, t],
  );
  return [upload, isInFlight, progress];
}
