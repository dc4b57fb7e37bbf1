export type LearningModule = {
  slug: string;
  title: string;
  description: string;
  timeToRead: string;
  /** Our own static article HTML (headings, lists, tips, sources); never user or model text. */
  content: string;
};
