import { Fragment } from 'react';
import { Link } from 'react-router';

// Replies point to the app's own tools as plain paths; only those become links, never outside URLs.
const APP_PATH = /(\/(?:meditation|journal|safety|resources\/modules\/[a-z-]+|resources))\b/g;

export function MessageText({ text }: { text: string }) {
  const parts = text.split(APP_PATH);
  return (
    <p className="whitespace-pre-wrap break-words">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Link key={index} to={part} className="font-medium underline underline-offset-2">
            {part}
          </Link>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </p>
  );
}
