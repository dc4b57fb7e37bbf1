import type { ReactNode } from 'react';

/** A page section whose visible title also names it for screen readers (aria-labelledby). */
export type TitledSectionProps = { id: string; title: string; children: ReactNode };
