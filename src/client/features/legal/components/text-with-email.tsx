import { Fragment } from 'react';
import { EMAIL_TOKEN } from '@shared/content/legal/legal-types';

/** Renders legal copy, turning each {email} token into a mailto link to the contact address. */
export function TextWithEmail({ text, email }: { text: string; email: string }) {
  const parts = text.split(EMAIL_TOKEN);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && (
            <a
              href={`mailto:${email}`}
              className="font-medium text-primary underline underline-offset-4"
            >
              {email}
            </a>
          )}
        </Fragment>
      ))}
    </>
  );
}
