import type { LegalSection } from '@shared/content/legal/legal-types';
import { useContactEmail } from '../api/get-config';
import { LastUpdated } from './last-updated';
import { TextWithEmail } from './text-with-email';

type Props = { title: string; intro: string; sections: readonly LegalSection[] };

export function LegalDocument({ title, intro, sections }: Props) {
  const email = useContactEmail();
  return (
    <article className="container mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
      <div className="mt-3">
        <LastUpdated />
      </div>
      <p className="mt-6 text-lg text-muted-foreground">{intro}</p>
      {sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-2xl font-semibold tracking-tight">{section.heading}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-7">
              <TextWithEmail text={paragraph} email={email} />
            </p>
          ))}
          {section.items && (
            <ul className="mt-3 list-disc space-y-2 pl-6 leading-7 marker:text-primary">
              {section.items.map((item) => (
                <li key={item}>
                  <TextWithEmail text={item} email={email} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
