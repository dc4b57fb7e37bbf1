import { useId } from 'react';
import type { UserAchievement } from '@shared/contracts/progress';
import { formatShortDate } from '@shared/rules/format-date';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { AchievementIcon } from './achievement-icon';
import { AchievementProgress } from './achievement-progress';

type Props = {
  entry: UserAchievement;
  saving: boolean;
  onStep: (entry: UserAchievement) => void;
  onComplete: (entry: UserAchievement) => void;
};

export function AchievementListItem({ entry, saving, onStep, onComplete }: Props) {
  const titleId = useId();
  const { achievement } = entry;
  return (
    <li className="flex flex-col rounded-lg border bg-card p-4" aria-labelledby={titleId}>
      <div className="flex items-start gap-3">
        <AchievementIcon name={achievement.icon} unlocked={entry.unlocked} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="font-semibold">
              {achievement.title}
            </h3>
            <Badge variant="secondary" className="capitalize">
              {achievement.category}
            </Badge>
            {entry.unlocked && <Badge>Unlocked</Badge>}
          </div>
          <p className="mt-1 text-sm text-muted-foreground">{achievement.description}</p>
          <div className="mt-3">
            <AchievementProgress entry={entry} />
          </div>
          {entry.unlocked && entry.unlockedDate && (
            <p className="mt-2 text-sm text-muted-foreground">
              Unlocked {formatShortDate(entry.unlockedDate)}
            </p>
          )}
        </div>
      </div>
      <div className="mt-auto flex justify-end gap-2 pt-3">
        <Button
          variant="outline"
          size="sm"
          disabled={saving || entry.unlocked}
          aria-describedby={titleId}
          onClick={() => onStep(entry)}
        >
          +10%
        </Button>
        <Button
          size="sm"
          disabled={saving || entry.unlocked}
          aria-describedby={titleId}
          onClick={() => onComplete(entry)}
        >
          Complete
        </Button>
      </div>
    </li>
  );
}
