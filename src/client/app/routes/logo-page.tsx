import { Link } from 'react-router';
import { InstagramInstructions } from '@client/features/logo/components/instagram-instructions';
import { LogoVariantCard } from '@client/features/logo/components/logo-variant-card';
import { LOGO_VARIANTS } from '@client/features/logo/lib/logo-artwork';

export default function LogoPage() {
  return (
    <div className="container mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight">Steady Logo</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
        Click a logo to download it as an SVG (256 × 256) and a PNG (1024 × 1024). Free to use when
        sharing or linking to Steady.
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {LOGO_VARIANTS.map((variant) => (
          <LogoVariantCard
            key={variant.id}
            variant={variant.id}
            name={variant.name}
            hint={variant.hint}
          />
        ))}
      </ul>
      <div className="mt-12">
        <InstagramInstructions />
      </div>
      <p className="mt-10 text-sm">
        <Link to="/" className="text-primary underline underline-offset-4">
          Back to Steady
        </Link>
      </p>
    </div>
  );
}
