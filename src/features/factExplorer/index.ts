// The fact explorer is a screen of its own (app/pages/ontologyPages.ts loads FactExplorerPage): it
// offers nothing to other features yet.
export {};
