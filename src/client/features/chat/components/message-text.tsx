import { Fragment } from 'react';
import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { MODULE_SUMMARIES } from '@shared/content/modules/catalogue';
import type { ModuleSummary } from '@shared/content/modules/catalogue';

// Replies point to the app's own tools as plain paths; only those become links, never outside
// URLs. A raw path reads like a web address, so each shows by name: a learning module as its
// title in the sentence and a titled card under the reply, the other tools by their page name.
const APP_PATH = /(\/(?:meditation|journal|safety|resources\/modules\/[a-z-]+|resources))\b/g;
const MODULE_PREFIX = '/resources/modules/';

const TOOL_NAMES: Record<string, string> = {
  '/meditation': 'Breathing Exercises',
  '/journal': 'your private journal',
  '/safety': 'How Steady handles safety',
  '/resources': 'Resources',
};

function moduleFor(path: string): ModuleSummary | undefined {
  return path.startsWith(MODULE_PREFIX)
    ? MODULE_SUMMARIES.find((m) => m.slug === path.slice(MODULE_PREFIX.length))
    : undefined;
}

export function MessageText({ text }: { text: string }) {
  const parts = text.split(APP_PATH);
  const modules: ModuleSummary[] = [];
  const inline = parts.map((part, index) => {
    if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
    const module = moduleFor(part);
    if (module) {
      if (!modules.includes(module)) modules.push(module);
      return <q key={index}>{module.title}</q>;
    }
    // An unknown module slug stays plain text: a link to it would only find a 404.
    if (part.startsWith(MODULE_PREFIX)) return <Fragment key={index}>{part}</Fragment>;
    return (
      <Link key={index} to={part} className="font-medium underline underline-offset-2">
        {TOOL_NAMES[part] ?? part}
      </Link>
    );
  });
  return (
    <>
      <p className="whitespace-pre-wrap break-words">{inline}</p>
      {modules.length > 0 && (
        <ul className="mt-3 flex flex-col gap-2" aria-label="Suggested reading">
          {modules.map((module) => (
            <li key={module.slug}>
              <Link
                to={`${MODULE_PREFIX}${module.slug}`}
                className="flex min-h-11 items-start gap-3 rounded-card border bg-card p-3 text-card-foreground shadow-sm transition-colors hover:border-action focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <BookOpen className="mt-0.5 size-4 shrink-0 text-action" aria-hidden="true" />
                <span className="flex flex-col">
                  <span className="font-semibold">{module.title}</span>
                  <span className="text-xs text-muted-foreground">
                    Learning module · {module.timeToRead} read
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
