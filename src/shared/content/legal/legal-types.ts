export type LegalSection = {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
};

/** Replaced at render time with the operator's contact address (CONTACT_EMAIL). */
export const EMAIL_TOKEN = '{email}';
