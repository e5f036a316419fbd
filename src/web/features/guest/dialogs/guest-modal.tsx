/** The guest dialogs' frame: full screen on phones, centred on larger screens. */
import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

export function GuestModal(props: ModalProps) {
  const phone = useMediaQuery('(max-width: 30em)', true, { getInitialValueInEffect: false });
  return <Modal centered fullScreen={phone} radius={phone ? 0 : 'lg'} size="lg" {...props} />;
}
