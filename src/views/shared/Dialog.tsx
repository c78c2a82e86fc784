import { useLayoutEffect, useRef } from 'react';
import { Modal, type ModalProps } from '@mantine/core';
import { useIntl } from 'react-intl';

/**
 * Mantine's Modal as every dialog here needs it. Its close button is named in the person's
 * language (Mantine's has no name). A dialog mounted already open (shown while a machine is in a
 * state, or loaded on demand) gives the focus back, when it goes, to what had it when it came:
 * Mantine returns the focus only when `opened` turns false, never on mount or unmount.
 */
export function Dialog({ closeButtonProps, ...props }: ModalProps) {
  const intl = useIntl();
  const openedAtMount = useRef(props.opened);
  useLayoutEffect(() => {
    if (!openedAtMount.current) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      // After Mantine's own clean-up, as its focus return does.
      setTimeout(() => opener?.isConnected && opener.focus({ preventScroll: true }), 10);
    };
  }, []);
  return <Modal {...props} closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }), ...closeButtonProps }} />;
}
