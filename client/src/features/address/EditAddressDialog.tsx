import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import { AddressForm, type AddressRefusal, type AddressValues } from './AddressForm';
import { useUpdateAddressMutation } from './useUpdateAddressMutation';

/** The Edit Address dialog: the same cascades as Add, filled in with the address as it is. */
export function EditAddressDialog({
  addressId,
  initial,
  open,
  onClose,
}: {
  addressId: string;
  initial: AddressValues;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [update, saving] = useUpdateAddressMutation();
  const [refusal, setRefusal] = useState<AddressRefusal | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} title={t`Edit Address`}>
      <AddressForm
        initial={initial}
        busy={saving}
        refusal={refusal}
        onCancel={close}
        onSubmit={(values) => {
          setRefusal(null);
          update(addressId, values, {
            onUpdated: () => {
              toast.success(t`Address updated`);
              close();
            },
            onRefused: setRefusal,
          });
        }}
      />
    </Dialog>
  );
}
