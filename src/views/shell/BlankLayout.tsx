import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { AlertBanner } from './AlertBanner';

/** No header, no menu: payment return, printable case report, the 404 page. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" p={{ base: 'sm', sm: 'lg' }}>
      <AlertBanner />
      {children}
    </Box>
  );
}
