import { useState, type MouseEvent } from 'react';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useIntl } from 'react-intl';

/**
 * Mantine's PasswordInput with a show-password toggle everyone can use: Mantine's own is hidden
 * from screen readers, skipped by Tab and answers only the mouse and Space. This one is named in
 * the person's language ("Show password", pressed or not), is a Tab stop after the field, and
 * Enter or a screen reader's activation (a click with no pointer behind it) toggles it too.
 */
export function PasswordField(props: PasswordInputProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        'aria-label': intl.formatMessage({ id: 'field.showPassword' }),
        tabIndex: 0,
        // Mouse and Space toggle through Mantine (on mousedown and keydown); `detail` 0 is the
        // click of Enter or of assistive technology.
        onClick: (e: MouseEvent) => e.detail === 0 && setVisible((v) => !v),
      }}
    />
  );
}
