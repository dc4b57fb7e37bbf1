import { Link } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { INSTAGRAM_URL } from '@shared/constants/site';
import { Button } from '@client/components/ui/button';
import { BrandLink } from './brand-link';

const COLUMNS = [
  {
    heading: 'Features',
    links: [
      { to: '/chat', label: 'Chat Support' },
      { to: '/meditation', label: 'Breathing Exercises' },
      { to: '/progress', label: 'My Progress' },
    ],
  },
  {
    heading: 'Site',
    links: [
      { to: '/', label: 'Home' },
      { to: '/resources', label: 'Resources' },
      { to: '/check-in', label: 'Self-check' },
      { to: '/safety', label: 'Safety & Crisis Support' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
      { to: '/about-founder', label: 'Meet the Founder' },
    ],
  },
] as const;

export function Footer() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="container mx-auto grid gap-8 px-4 py-10 md:grid-cols-5">
        <div className="md:col-span-2">
          <BrandLink />
          <p className="mt-3 max-w-sm text-sm text-muted-foreground">
            A free, private place for men to talk, breathe and take stock. No account needed.
          </p>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Button asChild>
              <Link to="/chat">
                <MessageCircle aria-hidden="true" />
                Start Chatting Now
              </Link>
            </Button>
            <a
              href={INSTAGRAM_URL}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex size-11 items-center justify-center rounded-md border md:size-10 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <InstagramGlyph />
              <span className="sr-only">Steady on Instagram (opens in a new tab)</span>
            </a>
          </div>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold">{column.heading}</h2>
            <ul className="mt-1 text-sm md:mt-3 md:space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-11 items-center text-muted-foreground hover:text-foreground hover:underline md:min-h-0"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <div className="container mx-auto space-y-2 px-4 py-6 text-xs text-muted-foreground">
          <p>
            Steady is not a substitute for professional therapy, medical advice or treatment. If you
            are in crisis, call or text 988 (US), call 911 in an emergency, or contact your local
            emergency services.
          </p>
          {/* index.html holds the first paint until this line is parsed. */}
          <p id="site-footer-end" suppressHydrationWarning>
            © {new Date().getFullYear()} Steady. Made for men, by men.
          </p>
        </div>
      </div>
    </footer>
  );
}

// lucide no longer ships brand marks; a plain outline of the camera glyph.
function InstagramGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
    </svg>
  );
}
