import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';

export default function NotFoundPage() {
  return (
    <div className="container mx-auto flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-4xl font-bold">404 Page Not Found</h1>
      <p className="max-w-md text-muted-foreground">
        The page you were looking for isn&apos;t here. It may have moved, or the address may be
        mistyped.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">Go to the home page</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/chat">Start Talking</Link>
        </Button>
      </div>
    </div>
  );
}
