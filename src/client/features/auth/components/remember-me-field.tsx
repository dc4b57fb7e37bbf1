import { Checkbox } from '@client/components/ui/checkbox';
import { Label } from '@client/components/ui/label';

type RememberMeFieldProps = {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
};

// SPEC.md §2: checked by default; unchecked, the session ends with the browser (and after 12 h).
export function RememberMeField({ id, checked, onCheckedChange, disabled }: RememberMeFieldProps) {
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        className="mt-0.5"
      />
      <div className="grid gap-1">
        <Label htmlFor={id}>Stay signed in on this device</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Keep me logged in across sessions
        </p>
      </div>
    </div>
  );
}
