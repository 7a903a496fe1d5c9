import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import { AddressForm, type AddressRefusal, EMPTY_ADDRESS } from './AddressForm';
import { useCreateAddressMutation } from './useCreateAddressMutation';

/**
 * The Add Address dialog, for the address page and the checkout alike. `onAdded` gets the new address's global id
 * once the server has saved it (the dialog then closes).
 */
export function AddAddressDialog({
  viewerId,
  open,
  onClose,
  onAdded,
}: {
  viewerId: string;
  open: boolean;
  onClose: () => void;
  onAdded?: (addressId: string) => void;
}) {
  const { t } = useLingui();
  const [create, saving] = useCreateAddressMutation(viewerId);
  const [refusal, setRefusal] = useState<AddressRefusal | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} title={t`Add Address`}>
      <AddressForm
        initial={EMPTY_ADDRESS}
        busy={saving}
        refusal={refusal}
        onCancel={close}
        onSubmit={(values) => {
          setRefusal(null);
          create(values, {
            onCreated: (addressId) => {
              toast.success(t`Address saved`);
              onAdded?.(addressId);
              close();
            },
            onRefused: setRefusal,
          });
        }}
      />
    </Dialog>
  );
}
