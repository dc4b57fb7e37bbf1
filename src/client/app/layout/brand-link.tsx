import { Link } from 'react-router';

export function BrandLink() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md font-bold text-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
      <span>Steady</span>
    </Link>
  );
}
