import type { ReactNode, Ref } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

type TitledCardProps = {
  title: ReactNode;
  titleClassName?: string;
  description: ReactNode;
  contentClassName?: string;
  contentRef?: Ref<HTMLDivElement>;
  children: ReactNode;
};

/** A card with a heading (h3), a line saying what it is for, and its content below. */
export function TitledCard({
  title,
  titleClassName,
  description,
  contentClassName,
  contentRef,
  children,
}: TitledCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className={titleClassName}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent ref={contentRef} className={contentClassName}>
        {children}
      </CardContent>
    </Card>
  );
}
