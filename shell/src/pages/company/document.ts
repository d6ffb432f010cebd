/** A page of plain text the shell shows (about the company, privacy, terms), kept apart from its layout. */
export interface CompanyDocument {
  /** The page's heading and the browser tab's name. */
  title: string;
  /** Shown under the heading, e.g. when the text last changed. */
  lead: string;
  sections: {
    /** The section's anchor, so that links such as /privacy#cookies land on it. */
    id: string;
    heading: string;
    paragraphs: string[];
    list?: string[];
  }[];
}
