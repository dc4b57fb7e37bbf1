import { Link } from 'react-router';
import { BookOpen, Clock } from 'lucide-react';
import { MODULE_SUMMARIES } from '@shared/content/modules/catalogue';
import { ResourcesSection } from './resources-section';

export function ModuleCards() {
  return (
    <ResourcesSection
      id="modules-title"
      title="Micro-learning modules"
      intro="Short, practical reads built on guidance from public-health bodies."
    >
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {MODULE_SUMMARIES.map((module) => (
          <li
            key={module.slug}
            className="relative flex flex-col rounded-xl border bg-card p-6 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
          >
            <BookOpen className="size-8 text-primary" aria-hidden="true" />
            <h3 className="mt-3 text-lg font-semibold">
              <Link
                to={`/resources/modules/${module.slug}`}
                className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
              >
                {module.title}
              </Link>
            </h3>
            <p className="mt-2 flex-1 text-sm text-muted-foreground">{module.description}</p>
            <p className="mt-4 flex items-center gap-1.5 text-sm font-medium">
              <Clock className="size-4" aria-hidden="true" />
              {module.timeToRead} read
            </p>
          </li>
        ))}
      </ul>
    </ResourcesSection>
  );
}
