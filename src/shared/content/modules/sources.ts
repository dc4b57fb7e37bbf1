export type Source = { body: string; title: string; url: string };

// Every article ends with the same "Sources" block so readers can check our claims at the source.
export function sourcesSection(sources: readonly Source[]): string {
  const items = sources
    .map(
      (s) =>
        `<li>${s.body}: <a href="${s.url}" target="_blank" rel="noopener noreferrer">${s.title}</a></li>`,
    )
    .join('\n');
  return `<h2>Sources</h2>\n<ul class="sources">\n${items}\n</ul>`;
}
