import { lazy, Suspense } from 'react';
import { Spinner } from '@client/components/ui/spinner';

// A thin door to the page: the route table on / lists every route's chunks, and this page's
// many would cost the home page's budget (DESIGN.md §6) for a page few open.
// Fetched as soon as this door loads, alongside the user check, not after it.
const content = import('./account-page-content');
const Content = lazy(() => content);

// Its own placeholder (as tall as app/layout's PagePlaceholder, so the footer stays put): a route
// chunk importing from the entry's layout made the bundler split the entry into more chunks,
// which put the home page's first load 0.9 KB over its budget.
export default function AccountPage() {
  return (
    <Suspense
      fallback={
        <div className="flex min-h-svh justify-center pt-16">
          <Spinner />
        </div>
      }
    >
      <Content />
    </Suspense>
  );
}
