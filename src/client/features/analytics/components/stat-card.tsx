import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';

export function StatCard({
  title,
  value,
  period,
  hint,
}: {
  title: string;
  value: number;
  period: string;
  hint?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        <p className="text-3xl font-bold tabular-nums">{value.toLocaleString('en-US')}</p>
        <CardDescription>{period}</CardDescription>
      </CardHeader>
      {hint ? <CardContent className="text-xs text-muted-foreground">{hint}</CardContent> : null}
    </Card>
  );
}
