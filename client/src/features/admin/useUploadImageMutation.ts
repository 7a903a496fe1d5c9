import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUploadImageMutation as Mutation } from '../../__generated__/useUploadImageMutation.graphql';
import { onUploadProgress } from '../../relay/uploads';

type Handlers = {
  /** The re-encoded image's address, e.g. /uploads/catalog/<name>.webp. */
  onUploaded: (url: string) => void;
  /** The server's refusal, or the spec's generic upload message. */
  onFailed: (message: string) => void;
  /** Share of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
};

/**
 * Uploads one catalogue image (category, sub-category or product) through GraphQL's multipart request and hands back
 * its URL. Admin only: the server refuses anyone else.
 */
export function useUploadImageMutation(): [(file: File, handlers: Handlers) => void, boolean] {
  const { t } = useLingui();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useUploadImageMutation($input: UploadImageInput!) {
      uploadImage(input: $input) {
        __typename
        ... on UploadImagePayload {
          url
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const upload = useCallback(
    (file: File, { onUploaded, onFailed, onProgress }: Handlers) => {
      const failed = t`Error uploading image. Please try again.`;
      const stopListening = onProgress ? onUploadProgress(file, onProgress) : () => undefined;
      commit({
        variables: { input: { file } }, // the network sends it as a multipart part, not as JSON
        uploadables: { 'input.file': file },
        onCompleted: ({ uploadImage: result }) => {
          stopListening();
          if (result.__typename === 'UploadImagePayload') {
            if (result.url) onUploaded(result.url);
            else onFailed(t`Image upload failed. URL not found.`);
          } else onFailed(result.message ?? failed);
        },
        onError: () => {
          stopListening();
          onFailed(failed);
        },
      });
    },
    [commit, t],
  );
  return [upload, isInFlight];
}
