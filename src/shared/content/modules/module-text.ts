import type { LearningModule } from './module-types';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** Plain text of our article HTML: block ends become line breaks, list items get a bullet. */
export function stripTags(html: string): string {
  return html
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|h[1-6]|li|ul|ol)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&[a-z#0-9]+;/gi, (e) => ENTITIES[e] ?? e)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** SPEC: the download is named from the lowercased, hyphenated title. */
export function moduleFileName(title: string): string {
  const base = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'module'}.txt`;
}

export function moduleAsText(module: LearningModule): string {
  return `${module.title}\n\n${module.description}\n\nTime to read: ${module.timeToRead}\n\n${stripTags(module.content)}\n`;
}

export function wordCount(html: string): number {
  return stripTags(html)
    .split(/\s+/)
    .filter((w) => /[a-z0-9]/i.test(w)).length;
}
