import { useEffect, useState } from 'react';
import type { PublicConfig } from '@shared/contracts/analytics';
import { DEFAULT_CONTACT_EMAIL } from '@shared/constants/site';
import { apiRequest } from '@client/lib/api-client';

// A plain fetch, not TanStack Query: the legal pages need one string, and loading Query (≈12 KB
// gzip) for it slowed their first paint. Fetched once per page load, shared by both pages.
let contactEmail: Promise<string> | null = null;

function fetchContactEmail(): Promise<string> {
  contactEmail ??= apiRequest<PublicConfig>('GET', '/api/config').then(
    (config) => config.contactEmail || DEFAULT_CONTACT_EMAIL,
    () => DEFAULT_CONTACT_EMAIL,
  );
  return contactEmail;
}

/** The operator's CONTACT_EMAIL; the default until the server has answered (and in prerendered HTML). */
export function useContactEmail(): string {
  const [email, setEmail] = useState(DEFAULT_CONTACT_EMAIL);
  useEffect(() => {
    let current = true;
    void fetchContactEmail().then((value) => {
      if (current) setEmail(value);
    });
    return () => {
      current = false;
    };
  }, []);
  return email;
}
