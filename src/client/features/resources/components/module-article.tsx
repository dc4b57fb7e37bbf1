import { Clock } from 'lucide-react';
import type { LearningModule } from '@shared/content/modules/module-types';
import { cn } from '@client/lib/utils';

export type FontSize = 'normal' | 'large';

// Styles for our own article HTML: headings, paragraphs, lists and links inside the body.
const BODY_STYLES =
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h3]:mt-6 [&_h3]:font-semibold ' +
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_li]:marker:text-primary ' +
  '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_strong]:font-semibold';

export function ModuleArticle({
  module,
  fontSize,
}: {
  module: LearningModule;
  fontSize: FontSize;
}) {
  return (
    <article aria-labelledby="module-title" className="min-w-0">
      <h1 id="module-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {module.title}
      </h1>
      <p className="mt-3 text-lg text-muted-foreground">{module.description}</p>
      <p className="mt-3 flex items-center gap-1.5 text-sm font-medium">
        <Clock className="size-4" aria-hidden="true" />
        <span>{module.timeToRead} read</span>
      </p>
      <div
        data-font-size={fontSize}
        className={cn(
          'module-body mt-8 max-w-prose',
          BODY_STYLES,
          fontSize === 'large'
            ? 'text-xl leading-9 [&_h2]:text-3xl [&_h3]:text-2xl'
            : 'text-base leading-7 [&_h3]:text-xl',
        )}
        // Trusted: the HTML comes only from our own static files in src/shared/content/modules.
        dangerouslySetInnerHTML={{ __html: module.content }}
      />
    </article>
  );
}
