import { useId, useState } from 'react';
import { ImagePlus } from 'lucide-react';
import { resizePhoto } from '../lib/resize-photo';
import { LIMITS } from '../store/safety-plan';
import type { PlanPhoto } from '../store/safety-plan';
import { RemovableList } from './removable-list';

type Props = {
  photos: PlanPhoto[];
  onAdd: (dataUrl: string, name: string) => Promise<boolean>;
  onRemove: (id: string) => void;
};

export function PlanPhotos({ photos, onAdd, onRemove }: Props) {
  const inputId = useId();
  const [problem, setProblem] = useState('');
  const full = photos.length >= LIMITS.photos;
  return (
    <div className="mt-5 border-t pt-4">
      <h3 className="font-medium">Photos</h3>
      <RemovableList
        items={photos}
        className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4"
        itemClassName="relative"
        renderItem={(photo) => (
          <img
            src={photo.dataUrl}
            alt={photo.alt || 'A photo you added'}
            className="aspect-square w-full rounded-lg object-cover"
          />
        )}
        removeLabel={(photo) => `Remove photo ${photo.alt}`}
        onRemove={onRemove}
        removeVariant="secondary"
        removeClassName="absolute top-1 right-1 size-9 rounded-full shadow"
      />
      <div className="mt-3">
        <input
          id={inputId}
          type="file"
          accept="image/*"
          className="peer sr-only"
          disabled={full}
          onChange={async (event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            input.value = '';
            if (!file) return;
            setProblem('');
            try {
              const dataUrl = await resizePhoto(file);
              const ok = await onAdd(dataUrl, file.name.replace(/\.[^.]+$/, '').slice(0, 80));
              if (!ok) setProblem('That photo could not be kept. There may be no room left.');
            } catch {
              setProblem('That file could not be read as a photo.');
            }
          }}
        />
        <label
          htmlFor={inputId}
          className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md border px-4 text-sm font-medium hover:bg-accent peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
        >
          <ImagePlus className="size-4" aria-hidden="true" />
          {full ? `Up to ${LIMITS.photos} photos` : 'Add a photo'}
        </label>
        <p className="mt-2 text-xs text-muted-foreground">
          Photos are shrunk and kept on this device only.
        </p>
        {problem && (
          <p role="alert" className="mt-2 text-sm text-destructive">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
