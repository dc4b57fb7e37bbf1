import { Link } from 'react-router';

export function BrandLink() {
  return (
    <Link
      to="/"
      className="flex min-h-11 min-w-11 shrink-0 items-center gap-2 rounded-md text-lg font-bold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
      {/* Below 360 px (a small phone, or 200 % zoom) the name gives way to the logo alone, so
          the header fits without scrolling sideways; it stays the link's accessible name. */}
      <span className="max-[359px]:sr-only">Steady</span>
    </Link>
  );
}
