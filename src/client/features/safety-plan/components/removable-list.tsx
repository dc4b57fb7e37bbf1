import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { Button } from '@client/components/ui/button';

type RemovableListProps<T extends { id: string }> = {
  items: readonly T[];
  /** The list's accessible name; none for a list under its own heading. */
  label?: string;
  className: string;
  itemClassName: string;
  /** What each item shows before its remove button. */
  renderItem: (item: T) => ReactNode;
  /** The remove button's name, which says which item it removes. */
  removeLabel: (item: T) => string;
  onRemove: (id: string) => void;
  removeVariant?: 'ghost' | 'secondary';
  removeClassName?: string;
};

/** The things he has added to his plan, each with a button that takes it out again. */
export function RemovableList<T extends { id: string }>({
  items,
  label,
  className,
  itemClassName,
  renderItem,
  removeLabel,
  onRemove,
  removeVariant = 'ghost',
  removeClassName = 'size-9 shrink-0',
}: RemovableListProps<T>) {
  if (items.length === 0) return null;
  return (
    <ul className={className} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={itemClassName}>
          {renderItem(item)}
          <Button
            type="button"
            variant={removeVariant}
            size="icon"
            className={removeClassName}
            onClick={() => onRemove(item.id)}
          >
            <X aria-hidden="true" />
            <span className="sr-only">{removeLabel(item)}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
