import { lazy, Suspense } from 'react';
import { PagePlaceholder } from '../layout/page-placeholder';

// A thin door to the page: the route table on / lists every route's chunks, and this page's
// many would cost the home page's budget (DESIGN.md §6) for a page few open.
// Fetched as soon as this door loads, alongside the user check, not after it.
const content = import('./account-page-content');
const Content = lazy(() => content);

export default function AccountPage() {
  return (
    <Suspense fallback={<PagePlaceholder />}>
      <Content />
    </Suspense>
  );
}
