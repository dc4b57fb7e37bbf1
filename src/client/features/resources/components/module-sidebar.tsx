import { Link } from 'react-router';
import { ALargeSmall, ArrowLeft, Download, Printer } from 'lucide-react';
import { moduleSummary } from '@shared/content/modules/catalogue';
import { RELATED_MODULE_SLUGS } from '@shared/content/modules/learning-modules';
import { Button } from '@client/components/ui/button';
import type { FontSize } from './module-article';

type Props = {
  currentSlug: string;
  fontSize: FontSize;
  onToggleFontSize: () => void;
  onDownload: () => void;
};

export function ModuleSidebar({ currentSlug, fontSize, onToggleFontSize, onDownload }: Props) {
  const tools = [
    { key: 'print', icon: Printer, label: 'Print Module', onClick: () => window.print() },
    { key: 'download', icon: Download, label: 'Download as Text', onClick: onDownload },
    {
      // A stable key: the label flips, and the button must keep focus as it does.
      key: 'font-size',
      icon: ALargeSmall,
      label: fontSize === 'normal' ? 'Increase Font Size' : 'Decrease Font Size',
      onClick: onToggleFontSize,
    },
  ];
  return (
    <aside
      aria-label="Module tools"
      className="module-sidebar space-y-6 print:hidden lg:sticky lg:top-24 lg:self-start"
    >
      <div className="rounded-xl border bg-card p-5 shadow-sm">
        <h2 className="font-semibold">Module tools</h2>
        <div className="mt-4 grid gap-2">
          {tools.map((tool) => (
            <Button
              key={tool.key}
              variant="outline"
              className="justify-start"
              onClick={tool.onClick}
            >
              <tool.icon aria-hidden="true" />
              {tool.label}
            </Button>
          ))}
        </div>
      </div>
      <nav aria-labelledby="related-title" className="rounded-xl border bg-card p-5 shadow-sm">
        <h2 id="related-title" className="font-semibold">
          Related Modules
        </h2>
        <ul className="mt-3 space-y-2">
          {RELATED_MODULE_SLUGS.map((slug) => (
            <li key={slug}>
              <Link
                to={`/resources/modules/${slug}`}
                aria-current={slug === currentSlug ? 'page' : undefined}
                className="text-primary underline-offset-4 hover:underline aria-[current=page]:font-semibold"
              >
                {moduleSummary(slug).title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Button asChild variant="ghost" className="justify-start">
        <Link to="/resources">
          <ArrowLeft aria-hidden="true" />
          Back to Resources
        </Link>
      </Button>
    </aside>
  );
}
