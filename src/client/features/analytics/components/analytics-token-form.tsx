import { useId, useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';

export function AnalyticsTokenForm({
  rejected,
  onSubmit,
}: {
  rejected: boolean;
  onSubmit: (token: string) => void;
}) {
  const [value, setValue] = useState('');
  const inputId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onSubmit(value.trim());
  };
  return (
    <Card className="max-w-md">
      <CardHeader>
        <h2 className="text-xl font-semibold leading-tight tracking-tight">
          Analytics token required
        </h2>
        <CardDescription>
          This site keeps its visit figures for its operator. Enter the analytics token to view
          them; it is kept only for this browser tab.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-3" noValidate>
          <div className="space-y-2">
            <Label htmlFor={inputId}>Analytics token</Label>
            <Input
              id={inputId}
              type="password"
              autoComplete="off"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-invalid={rejected || undefined}
              aria-describedby={rejected ? errorId : undefined}
              required
            />
            {rejected ? (
              <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
                That token was not accepted. Check it and try again.
              </p>
            ) : null}
          </div>
          <Button type="submit" disabled={!value.trim()}>
            View analytics
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
