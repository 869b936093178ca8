/** Kinds whose own content is edited as rich text (the tree previews it for untitled ones). */
export const CONTENT_KINDS: ReadonlySet<string> = new Set(['ContentHolder', 'BibliographyItem', 'GlossaryItem', 'AlphabetIndexItem', 'TableCell', 'ExternalContent']);
